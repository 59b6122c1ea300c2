"use client";

import type { CSSProperties } from "react";
import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";

type ToasterColors = CSSProperties & Record<`--${string}`, string>;

const baseColors: ToasterColors = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
};

/** sonner's light rich colors are a little too pale for WCAG AA text contrast; these are darker. */
const lightColors: ToasterColors = {
  ...baseColors,
  "--success-text": "hsl(140, 100%, 22%)",
  "--info-text": "hsl(210, 92%, 38%)",
  "--warning-text": "hsl(31, 92%, 30%)",
  "--error-text": "hsl(360, 100%, 38%)",
};

/**
 * sonner's Toaster in the app's colors, following the light/dark theme. Loaded in the browser only,
 * after the page has hydrated (components/providers.tsx), so it reads the theme directly.
 */
function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  const theme = resolvedTheme === "light" ? "light" : "dark";
  return (
    <Sonner theme={theme} className="toaster group" style={theme === "light" ? lightColors : baseColors} {...props} />
  );
}

export { Toaster };

"use client";

import type { CSSProperties } from "react";
import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";

type ToasterColours = CSSProperties & Record<`--${string}`, string>;

const baseColours: ToasterColours = {
  "--normal-bg": "var(--popover)",
  "--normal-text": "var(--popover-foreground)",
  "--normal-border": "var(--border)",
};

/** sonner's light rich colours are a little too pale for WCAG AA text contrast; these are darker. */
const lightColours: ToasterColours = {
  ...baseColours,
  "--success-text": "hsl(140, 100%, 22%)",
  "--info-text": "hsl(210, 92%, 38%)",
  "--warning-text": "hsl(31, 92%, 30%)",
  "--error-text": "hsl(360, 100%, 38%)",
};

/**
 * sonner's Toaster in the app's colours, following the light/dark theme. The server's HTML and the
 * hydrating render may disagree on the theme harmlessly: without toasts, sonner renders only an
 * empty region, and the theme and colours go on the toast lists. No "mounted" flag, then: its
 * store update after hydration would be a synchronous render, in which React finishes hydrating
 * the rest of the page in one long task.
 */
function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  const theme = resolvedTheme === "light" ? "light" : "dark";
  return (
    <Sonner theme={theme} className="toaster group" style={theme === "light" ? lightColours : baseColours} {...props} />
  );
}

export { Toaster };

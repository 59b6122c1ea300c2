"use client";

import { useSyncExternalStore, type CSSProperties } from "react";
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

const noSubscription = () => () => {};

/** sonner's Toaster in the app's colours, following the light/dark theme once it is known. */
function Toaster(props: ToasterProps) {
  const { resolvedTheme } = useTheme();
  // False while server rendering and hydrating, so the first client render matches the server's.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const theme = mounted && resolvedTheme === "light" ? "light" : "dark";
  return (
    <Sonner theme={theme} className="toaster group" style={theme === "light" ? lightColours : baseColours} {...props} />
  );
}

export { Toaster };

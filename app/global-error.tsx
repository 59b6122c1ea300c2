"use client";

import { useEffect } from "react";
import { ErrorState, type ErrorBoundaryProps } from "@/components/layout/error-state";
import "./globals.css";

/**
 * A render error in the root layout itself. It replaces that layout, so it brings its own <html> and
 * <body>, and applies the theme next-themes would have (dark unless 'light' is saved;
 * docs/rules.md#types-and-defaults).
 */
export default function GlobalError(props: ErrorBoundaryProps) {
  useEffect(() => {
    document.documentElement.classList.toggle("dark", localStorage.getItem("theme") !== "light");
  }, []);
  return (
    <html lang="en" className="dark" suppressHydrationWarning>
      <body>
        <title>Something went wrong · Sales Rep Portal</title>
        <ErrorState {...props} fullScreen />
      </body>
    </html>
  );
}

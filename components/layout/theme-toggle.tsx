"use client";

import { MoonIcon, SunIcon } from "lucide-react";
import { useTheme } from "next-themes";
import { Button } from "@/components/ui/button";

/** Switches between light and dark. The icon follows the class on <html>, so it needs no client state to render. */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label="Toggle theme"
      onClick={() => setTheme(resolvedTheme === "light" ? "dark" : "light")}
    >
      <SunIcon className="hidden size-5 dark:block" aria-hidden="true" />
      <MoonIcon className="size-5 dark:hidden" aria-hidden="true" />
    </Button>
  );
}

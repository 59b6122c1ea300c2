"use client";

import { useEffect } from "react";
import { useTheme } from "next-themes";

// next-themes' storage key: a saved choice wins on every screen, the login page included.
const THEME_KEY = "theme";

/**
 * Until a theme is chosen, the login page follows the device's light or dark setting while the
 * portal keeps its dark default (docs/screens.md#shared-layout). This runs before the first paint of a
 * loaded /login, so a light phone never sees the card flash dark.
 */
export const LOGIN_THEME_SCRIPT = [
  `try{if(!localStorage.getItem("${THEME_KEY}")&&matchMedia("(prefers-color-scheme: light)").matches){`,
  'var e=document.documentElement;e.classList.remove("dark");e.classList.add("light");e.style.colorScheme="light"}',
  "}catch(_){}",
].join("");

function applyRootTheme(theme: string) {
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(theme);
  root.style.colorScheme = theme;
}

/**
 * The same rule for a login page reached inside the app (after logging out), following the device
 * if it changes meanwhile; leaving the page hands the theme back to next-themes.
 */
export function useDeviceThemeUntilChosen() {
  const { resolvedTheme } = useTheme();
  useEffect(() => {
    if (localStorage.getItem(THEME_KEY)) return;
    const light = matchMedia("(prefers-color-scheme: light)");
    const follow = () => applyRootTheme(light.matches ? "light" : "dark");
    // After next-themes' own effect, which applies its theme once it mounts (an ancestor's effects
    // run after this one); a frame runs before the next paint, so the page never shows dark between.
    const frame = requestAnimationFrame(follow);
    light.addEventListener("change", follow);
    return () => {
      cancelAnimationFrame(frame);
      light.removeEventListener("change", follow);
      applyRootTheme(resolvedTheme ?? "dark");
    };
  }, [resolvedTheme]);
}

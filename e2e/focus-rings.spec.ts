import type { Page } from "@playwright/test";
import { expect, signInWithPassword, test } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";
import { focusIndicator, tabThrough, type FocusIndicator } from "./focus-indicator";

/** This spec's own users (spec-users.ts). */
const { REP } = usersOfThisSpec("focus-rings");

const THEMES = ["dark", "light"] as const;

/** WCAG 2.4.11/1.4.11: an indicator at least 2px wide with 3:1 against what it is drawn on, on a visible element. */
function weakStops(stops: FocusIndicator[]): string[] {
  return stops
    .filter((stop) => !stop.visible || stop.width < 2 || stop.contrast < 3)
    .map(
      (stop) =>
        `${stop.element}: ${stop.visible ? "" : "invisible element, "}${stop.width}px at ${stop.contrast.toFixed(2)}:1`,
    );
}

async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.evaluate((value) => localStorage.setItem("theme", value), theme);
  await page.reload();
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
  else await expect(page.locator("html")).not.toHaveClass(/dark/);
}

for (const theme of THEMES) {
  test(`every tab stop of the login page shows a visible focus ring in ${theme}`, async ({ page }) => {
    await page.goto("/login");
    await useTheme(page, theme);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    const stops = await tabThrough(page);
    expect(stops.map((stop) => stop.element)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('[role=tab] "Password"'),
        expect.stringContaining('button "Sign in"'),
      ]),
    );
    expect(weakStops(stops)).toEqual([]);

    await page.getByRole("tab", { name: "Magic Link" }).focus();
    await page.keyboard.press("Enter");
    const magicStops = await tabThrough(page);
    expect(magicStops.map((stop) => stop.element)).toContain('button "Send magic link"');
    expect(weakStops(magicStops)).toEqual([]);
  });

  test(`every tab stop of the dashboard and the brand menu's items show a visible focus ring in ${theme}`, async ({
    page,
  }) => {
    await signInWithPassword(page, REP);
    await useTheme(page, theme);
    await expect(page.getByRole("heading", { name: "RMI Music Dashboard" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Quick Asset Access" }).getByRole("listitem").first()).toBeVisible();
    const stops = await tabThrough(page);
    expect(stops.length).toBeGreaterThan(15);
    expect(stops.map((stop) => stop.element)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("Brand:"),
        'a "Asset Library"',
        expect.stringContaining("View Resources"),
        'button "Admin"',
      ]),
    );
    expect(weakStops(stops)).toEqual([]);

    await page.getByRole("button", { name: /^Brand:/ }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem").first()).toBeFocused();
    const item = await focusIndicator(page);
    expect(item && weakStops([item])).toEqual([]);
    await page.keyboard.press("Escape");
  });
}

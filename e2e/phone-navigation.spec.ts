import type { Page } from "@playwright/test";
import { collectConsoleErrors, expect, expectNoAxeViolations, openSignedIn, test, waitForHydration } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP, ADMIN } = usersOfThisSpec("phone-navigation");

/** Each signed-in screen and the bottom bar's item that must be highlighted on it (Resources is in the drawer only). */
const SCREENS = [
  { path: "/", heading: "RMI Music Dashboard", current: "Templates" },
  { path: "/communications", heading: "Plain Text Email Builder", current: "Templates" },
  { path: "/assets", heading: "Asset Library", current: "Assets" },
  { path: "/rooms", heading: "Rooms", current: "Rooms" },
  { path: "/tracked-links", heading: "Tracked Links", current: "Links" },
  { path: "/resources", heading: "Resource Center", current: null },
  { path: "/activity", heading: "Activity", current: "Activity" },
];

/** The texts cut (by an ellipsis or clipped) among `selector`, with the px hidden; screen-reader-only text aside. */
function cutText(page: Page, selector: string) {
  return page
    .locator(selector)
    .evaluateAll((elements) =>
      elements
        .filter((element) => !element.closest(".sr-only") && element.scrollWidth > element.clientWidth)
        .map((element) => `${element.textContent}: ${element.scrollWidth - element.clientWidth}px hidden`),
    );
}

test.describe("the portal on a 390px phone", () => {
  test.use({ storageState: REP.signedIn, viewport: { width: 390, height: 844 } });

  test("the bottom bar holds Activity and highlights the current section on every screen", async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await openSignedIn(page);
    const bar = page.getByRole("navigation", { name: "Quick navigation" });
    const names = ["Templates", "Assets", "Rooms", "Links", "Activity"];
    await expect(bar.getByRole("link")).toHaveText(names);
    await expect(bar.getByRole("link", { name: "Activity" })).toHaveAttribute("href", "/activity");
    for (const { path, heading, current } of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(bar.locator('[aria-current="page"]'), path).toHaveText(current ? [current] : []);
      if (current) {
        // The highlight is seen, not only announced: the current item's icon sits on a filled pill.
        const pill = bar.getByRole("link", { name: current }).locator("span").first();
        await expect(pill).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
      }
      for (const link of await bar.getByRole("link").all()) await expect(link).toBeInViewport({ ratio: 1 });
    }
    await page.goto("/communications");
    await expect(page.getByRole("heading", { level: 1, name: "Plain Text Email Builder" })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("the brand switcher shows each brand's whole name", async ({ page }) => {
    await openSignedIn(page);
    for (const brand of ["BAC Events", "825 Education", "VBC Productions", "RMI Music"]) {
      await page.getByRole("button", { name: /^Brand:/ }).click();
      await page.getByRole("menuitem", { name: new RegExp(brand) }).click();
      await expect(page.getByRole("menu")).toHaveCount(0);
      const trigger = page.getByRole("button", { name: `Brand: ${brand}` });
      await expect(trigger).toBeVisible();
      expect(await cutText(page, "header button *"), brand).toEqual([]);
    }
  });
});

test.describe("sharing on a 390px phone", () => {
  test.use({ storageState: REP.signedIn, viewport: { width: 390, height: 844 } });

  test("the share dialog shows the whole share link, slug included", async ({ page }) => {
    await openSignedIn(page);
    await page.goto("/assets");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Share" }).first().click();
    const field = page.getByRole("dialog", { name: "Share Asset" }).getByRole("textbox", { name: "Share link" });
    await expect(field).toHaveValue(/\/asset\/[\w-]+$/);
    const hidden = await field.evaluate((element) => ({
      sideways: element.scrollWidth - element.clientWidth,
      below: element.scrollHeight - element.clientHeight,
    }));
    expect(hidden).toEqual({ sideways: 0, below: 0 });
    await expectNoAxeViolations(page);
  });
});

test.describe("/admin on a 390px phone", () => {
  test.use({ storageState: ADMIN.signedIn, viewport: { width: 390, height: 844 } });

  test("the admin tabs are one row that scrolls sideways, the opened tab in view", async ({ page }) => {
    await openSignedIn(page);
    await page.goto("/admin?tab=assignments");
    const strip = page.getByRole("tablist", { name: "Admin sections" });
    // The seven of docs/screens.md#admin-area, Content, Brands and Integrations (waited for: the strip
    // comes in after the page's first paint).
    await expect(strip.getByRole("tab")).toHaveCount(10);
    const tabs = await strip.getByRole("tab").all();
    const tops = await Promise.all(tabs.map(async (tab) => (await tab.boundingBox())?.y));
    expect(new Set(tops).size, "one row").toBe(1);
    expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(strip).toHaveCSS("overflow-x", "auto");
    await expect(strip.getByRole("tab", { name: "Assignments" })).toBeInViewport({ ratio: 1 });
    await expect(page.locator("html")).toHaveJSProperty("scrollWidth", 390);

    await strip.getByRole("tab", { name: "Analytics" }).click();
    await expect(strip.getByRole("tab", { name: "Analytics" })).toBeInViewport({ ratio: 1 });
    await expect(strip.getByRole("tab", { name: "Analytics" })).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
  });
});

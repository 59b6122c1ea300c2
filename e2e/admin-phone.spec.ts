import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { ADMIN } = usersOfThisSpec("admin-phone");

/** Each admin tab, what shows once its data is in, and whether it lays its data out in tables (from 768px). */
const TABS: [string, (panel: Locator) => Locator, "tables" | "no tables"][] = [
  ["Analytics", (panel) => panel.getByRole("group", { name: "Total Users" }), "tables"],
  ["Content", (panel) => panel.getByText("Active assets no rep shared in the period, oldest first."), "tables"],
  ["Users", (panel) => panel.getByText(ADMIN.email), "tables"],
  ["Assets", (panel) => panel.getByText("Welcome Chime"), "tables"],
  ["Resources", (panel) => panel.getByText("Sales Training Guide"), "tables"],
  ["Links", (panel) => panel.getByText("Spring Rental Promo"), "tables"],
  ["Calendar", (panel) => panel.getByText("Back-to-School Rental Night"), "tables"],
  ["Assignments", (panel) => panel.getByRole("checkbox"), "no tables"],
];

/** The first shown match (a tab holds both a table and cards; one of them is hidden). */
const shown = (locator: Locator) => locator.filter({ visible: true }).first();

/**
 * What widens the page or hides content sideways inside <main>: elements reaching past the
 * viewport's edges, and boxes whose content is wider than they are (scrolled or clipped sideways).
 * Screen-reader-only text (clipped to 1px on purpose) is left out.
 */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    for (const element of document.querySelectorAll("main *")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (element.closest(".sr-only") || (getComputedStyle(element).position === "absolute" && box.width <= 1))
        continue;
      // The tab strip is one row that scrolls sideways on purpose (e2e/phone-navigation.spec.ts).
      if (element.closest('[role="tablist"]')) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(`${name(element)} reaches ${Math.round(box.left)}..${Math.round(box.right)}`);
      // Text cut with an ellipsis that keeps its whole wording in a tooltip is shortened on purpose.
      const shortened =
        getComputedStyle(element).textOverflow === "ellipsis" && element.getAttribute("title") === element.textContent;
      if (
        !shortened &&
        getComputedStyle(element).overflowX !== "visible" &&
        element.scrollWidth > element.clientWidth + 1
      ) {
        found.push(`${name(element)} hides ${element.scrollWidth - element.clientWidth}px sideways`);
      }
    }
    return found;
  });
}

test.describe("/admin on a 390px phone", () => {
  test.use({ storageState: ADMIN.signedIn });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  test("every tab comes into view in the tab strip and its content fits the width, as cards instead of tables", async ({
    page,
  }) => {
    await page.goto("/admin");
    await waitForHydration(page);
    const strip = page.getByRole("tablist", { name: "Admin sections" });

    for (const [name, loaded] of TABS) {
      await strip.getByRole("tab", { name }).click();
      await expect(strip.getByRole("tab", { name })).toBeInViewport({ ratio: 1 });
      const panel = page.getByRole("tabpanel", { name });
      await expect(shown(loaded(panel))).toBeVisible();
      await expect(panel.getByRole("table")).toHaveCount(await panel.locator("table.sr-only").count());
      expect(await sidewaysOverflow(page), `${name} at 390px`).toEqual([]);
    }
  });

  test("at 1280px the tabs keep their tables and fit too", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/admin");
    await waitForHydration(page);
    for (const [name, loaded, layout] of TABS) {
      await page.getByRole("tab", { name }).click();
      const panel = page.getByRole("tabpanel", { name });
      await expect(shown(loaded(panel))).toBeVisible();
      const tables = panel.locator("table:not(.sr-only)");
      if (layout === "tables") await expect(tables.first()).toBeVisible();
      else await expect(tables).toHaveCount(0);
      expect(await sidewaysOverflow(page), `${name} at 1280px`).toEqual([]);
    }
  });
});

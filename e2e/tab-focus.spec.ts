import { collectConsoleErrors, expect, expectNoAxeViolations, openSignedIn, test } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";
import { focusIndicator } from "./focus-indicator";

/** This spec's own users (spec-users.ts). */
const { ADMIN } = usersOfThisSpec("tab-focus");

test.describe("admin tabs' focus ring", () => {
  test.use({ storageState: ADMIN.signedIn });

  test("a mouse click or a tap shows no ring on the tab; the keyboard does", async ({ page }) => {
    const consoleErrors = collectConsoleErrors(page);
    await openSignedIn(page);
    await page.goto("/admin");
    const strip = page.getByRole("tablist", { name: "Admin sections" });
    await strip.getByRole("tab", { name: "Users" }).click();
    await expect(strip.getByRole("tab", { name: "Users" })).toHaveAttribute("aria-selected", "true");
    await expect(strip.getByRole("tab", { name: "Users" })).toBeFocused();
    expect(await focusIndicator(page)).toMatchObject({ width: 0 });

    // The keyboard from there: the next tab gets a ring that is seen (WCAG 2.4.11: 2px, 3:1).
    await page.keyboard.press("ArrowRight");
    await expect(strip.getByRole("tab", { name: "Assets" })).toBeFocused();
    const keyboard = await focusIndicator(page);
    expect(keyboard?.width).toBeGreaterThanOrEqual(2);
    expect(keyboard?.contrast).toBeGreaterThanOrEqual(3);

    // And a key on a clicked tab brings its ring back.
    await strip.getByRole("tab", { name: "Links" }).click();
    expect(await focusIndicator(page)).toMatchObject({ width: 0 });
    await page.keyboard.press("Enter");
    expect((await focusIndicator(page))?.width).toBeGreaterThanOrEqual(2);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test("a tap on a phone shows no ring either", async ({ browser }) => {
    const context = await browser.newContext({
      storageState: ADMIN.storageState,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await openSignedIn(page);
    await page.goto("/admin");
    const tab = page.getByRole("tablist", { name: "Admin sections" }).getByRole("tab", { name: "Users" });
    await tab.tap();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(tab).toBeFocused();
    expect(await focusIndicator(page)).toMatchObject({ width: 0 });
    await context.close();
  });
});

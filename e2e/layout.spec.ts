import type { Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  navigateToDashboard,
  openSignedIn,
  signInWithPassword,
  switchBrand,
  test,
  waitForHydrated,
  waitForHydration,
} from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP, ADMIN } = usersOfThisSpec("layout");

const SECTIONS = ["Email Templates", "Asset Library", "Rooms", "Tracked Links", "Resources", "Activity"];
/** The bottom bar's: Resources is in the drawer only (docs/screens.md#navigation). */
const SHORT_SECTIONS = ["Templates", "Assets", "Rooms", "Links", "Activity"];

function brandPrimary(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--brand-primary").trim());
}

test.describe("shared layout as a rep", () => {
  test.use({ storageState: REP.signedIn });

  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  test("shows the sidebar titled 'Sales Rep Portal' with the sections", async ({ page }) => {
    const sidebar = page.getByRole("complementary", { name: "Sales Rep Portal" });
    await expect(sidebar).toBeVisible();
    const nav = sidebar.getByRole("navigation", { name: "Main navigation" });
    for (const name of SECTIONS) await expect(nav.getByRole("link", { name })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Email Templates" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Asset Library" })).toHaveAttribute("href", "/assets");
    await expect(page.getByRole("navigation", { name: "Quick navigation" })).toBeHidden();
    await expect(page.getByRole("heading", { name: "RMI Music Dashboard" })).toBeVisible();
    await expect(page.getByText("Rent - Play - Fundraise")).toBeVisible();
  });

  test("switching to bac re-themes the portal and is remembered over a reload", async ({ page }) => {
    await expect.poll(() => brandPrimary(page)).toBe("#1d4ed8");
    const brandButton = page.getByRole("button", { name: /^Brand:/ });
    await waitForHydrated(brandButton);
    await brandButton.click();
    const menu = page.getByRole("menu");
    for (const code of ["RMI", "BAC", "825", "VBC"]) await expect(menu.getByText(code, { exact: true })).toBeVisible();
    await menu.getByRole("menuitem", { name: /BAC Events/ }).click();

    await expect(page.getByRole("button", { name: /^Brand: BAC Events/ })).toBeVisible();
    await expect.poll(() => brandPrimary(page)).toBe("#9f1239");
    expect(await page.evaluate(() => localStorage.getItem("currentBrandCode"))).toBe("bac");

    await page.reload();
    await expect(page.getByRole("heading", { name: "BAC Events Dashboard" })).toBeVisible();
    await expect.poll(() => brandPrimary(page)).toBe("#9f1239");
    await switchBrand(page, "825 Education");
    await expect.poll(() => brandPrimary(page)).toBe("#15803d");
  });

  test("a corrupted remembered brand falls back to the first brand", async ({ page }) => {
    await page.evaluate(() => localStorage.setItem("currentBrandCode", '{"broken'));
    await page.reload();
    await expect(page.getByRole("heading", { name: "RMI Music Dashboard" })).toBeVisible();
    await expect.poll(() => brandPrimary(page)).toBe("#1d4ed8");
  });

  test("a failed brands load shows 'Error fetching brands'", async ({ page }) => {
    await page.route("**/api/brands", (route) => route.fulfill({ status: 500, body: "boom" }));
    await navigateToDashboard(page);
    await expect(page.getByText("Error fetching brands")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("500: boom")).toBeVisible();
    await expect(page.getByRole("complementary", { name: "Sales Rep Portal" })).toBeVisible();
  });

  test("a link to the dashboard spins its icon while the dashboard is on its way", async ({ page }) => {
    await page.goto("/assets");
    await waitForHydration(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === "/" && url.searchParams.has("_rsc"),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const link = page.getByRole("complementary").getByRole("link", { name: "Email Templates" });
    await link.click();
    await expect(link.locator("[data-slot=spinner]")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "RMI Music Dashboard" })).toBeVisible();
    await expect(link.locator("[data-slot=spinner]")).toHaveCount(0);
  });

  test("the footer's Admin entry explains that admin rights are required", async ({ page }) => {
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Sales Rep Portal`);
    await footer.getByRole("button", { name: "Admin" }).click();
    const dialog = page.getByRole("dialog", { name: "Admin Access Required" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Administrator privileges are required to access this area.");
    await expect(dialog).toContainText("Please contact your system administrator.");
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await expect(dialog).toBeHidden();
  });

  test("below 768px: bottom bar with five sections and a navigation drawer with all six", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("complementary", { name: "Sales Rep Portal" })).toBeHidden();
    const bottomBar = page.getByRole("navigation", { name: "Quick navigation" });
    await expect(bottomBar).toBeVisible();
    for (const name of SHORT_SECTIONS) await expect(bottomBar.getByRole("link", { name })).toBeVisible();
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect(page.getByRole("contentinfo")).toBeInViewport({ ratio: 0 });

    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Sales Rep Portal" });
    await expect(drawer).toBeVisible();
    for (const name of SECTIONS) await expect(drawer.getByRole("link", { name })).toBeVisible();
    await drawer.getByRole("link", { name: "Email Templates" }).click();
    await expect(drawer).toBeHidden();
  });

  for (const width of [1280, 390]) {
    test(`no accessibility violations in the other brands' light colors at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 768 ? 800 : 844 });
      // The layout in RMI Music's colors, dark and light, is checked at these widths with the
      // dashboard under it by dashboard.spec.ts: here the other brands' colors.
      await page.evaluate(() => localStorage.setItem("theme", "light"));
      await page.reload();
      await expect(page.getByRole("heading", { name: "RMI Music Dashboard" })).toBeVisible();
      await expect(page.locator("html")).not.toHaveClass(/dark/);
      for (const brand of ["BAC Events", "825 Education", "VBC Productions"]) {
        await switchBrand(page, brand);
        await expect(page.getByRole("heading", { name: `${brand} Dashboard` })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }
});

test("as the admin the footer's Admin entry links to /admin", async ({ page }) => {
  await signInWithPassword(page, ADMIN);
  const adminLink = page.getByRole("contentinfo").getByRole("link", { name: "Admin" });
  await expect(adminLink).toHaveAttribute("href", "/admin");
  await adminLink.click();
  await expect(page).toHaveURL(/\/admin$/);
});

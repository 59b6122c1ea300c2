import { expect, signInWithPassword, test } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP } = usersOfThisSpec("layout-keyboard");

test("popups open from the keyboard on first use and give focus back", async ({ page }) => {
  await signInWithPassword(page, REP);
  const userButton = page.getByRole("button", { name: new RegExp(REP.name) });
  await expect(userButton).toHaveAttribute("aria-haspopup", "menu");
  await expect(userButton).toHaveAttribute("aria-expanded", "false");
  await userButton.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: REP.name });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Log out" })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Profile" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: new RegExp(REP.name) })).toBeFocused();
  await expect(page.getByRole("button", { name: new RegExp(REP.name) })).toHaveAttribute("aria-expanded", "false");

  const brand = page.getByRole("button", { name: /^Brand:/ });
  await brand.focus();
  await page.keyboard.press("ArrowDown");
  const brandMenu = page.getByRole("menu", { name: /^Brand:/ });
  await expect(brandMenu).toBeVisible();
  await expect(brandMenu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: /^Brand:/ })).toBeFocused();
  // second open uses Radix directly
  await page.keyboard.press("Enter");
  await expect(brandMenu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(brandMenu).toBeHidden();
  // a click does not move the focus to an item (Radix focuses the menu itself)
  await page.getByRole("button", { name: new RegExp(REP.name) }).click();
  await expect(menu).toBeFocused();
  await page.keyboard.press("Escape");
  // Radix gives the focus back to the trigger on a timer after the menu unmounts: until it has, a
  // focus moved elsewhere would be taken back (and the Space below would reopen this menu).
  await expect(page.getByRole("button", { name: new RegExp(REP.name) })).toBeFocused();

  const admin = page.getByRole("contentinfo").getByRole("button", { name: "Admin" });
  await expect(admin).toHaveAttribute("aria-haspopup", "dialog");
  await admin.focus();
  await page.keyboard.press(" ");
  const dialog = page.getByRole("dialog", { name: "Admin Access Required" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Admin" })).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  const open = page.getByRole("button", { name: "Open navigation" });
  await open.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Sales Rep Portal" });
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("button", { name: "Open navigation" })).toBeFocused();
  await page.getByRole("button", { name: "Open navigation" }).click();
  await expect(drawer).toBeVisible();
});

test("a slow popup download keeps the button and opens once loaded", async ({ page }) => {
  await signInWithPassword(page, REP);
  // The download is held until the button has been seen to stay, then let through.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await held;
    await route.continue();
  });
  const userButton = page.getByRole("button", { name: new RegExp(REP.name) });
  await userButton.click();
  await expect(userButton).toBeVisible();
  const logOut = page.getByRole("menuitem", { name: "Log out" });
  await expect(logOut).toBeHidden();
  release();
  await expect(logOut).toBeVisible();
});

import type { Locator, Page } from "@playwright/test";
import { expect, OWN_PAGE, test, waitForHydration } from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

const { REP } = usersOfThisSpec("phone-actions");

/** The smallest target a finger hits reliably (WCAG 2.5.5, Apple's and Google's guidance). */
const TOUCH_TARGET = 44;

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

/** Every named action is at least 44 px each way, and the destructive one stands apart from the one before it. */
async function expectTouchActions(actions: Locator[], before: Locator, destructive: Locator) {
  for (const action of [...actions, before, destructive]) {
    const { width, height } = await box(action);
    expect(Math.min(width, height), (await action.getAttribute("aria-label")) ?? undefined).toBeGreaterThanOrEqual(
      TOUCH_TARGET,
    );
  }
  const left = await box(before);
  const right = await box(destructive);
  // On the same line, a rule between them: more than the 4 px gap of the others.
  if (Math.abs(left.y - right.y) < 1) expect(right.x - (left.x + left.width)).toBeGreaterThanOrEqual(12);
}

/** What the page handed the share sheet: a phone's `navigator.share`, recorded instead of opened. */
const sharedThroughSheet = (page: Page) => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared);

test.describe("actions on a touch phone", () => {
  test.use({ storageState: REP.signedIn, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, "share", { value: async (data: unknown) => void shared.push(data) });
    });
  });

  test("a room's and a link's actions are 44 px targets; Revoke and Delete stand apart", async ({ page }) => {
    const name = `Touch ${Date.now()}`;
    const brands = (await (await page.request.get("/api/brands")).json()) as { id: string }[];
    const assets = (await (await page.request.get(`/api/assets?brandId=${brands[0]!.id}`)).json()) as { id: string }[];
    const room = await page.request.post("/api/rooms", {
      headers: OWN_PAGE,
      data: { recipientName: name, brandId: brands[0]!.id, assetIds: [assets[0]!.id] },
    });
    expect(room.status()).toBe(201);
    const link = await page.request.post("/api/tracked-links", {
      headers: OWN_PAGE,
      data: { name, originalUrl: "https://example.com/touch" },
    });
    expect(link.status()).toBe(201);

    await page.goto("/rooms");
    const who = `the room for ${name}`;
    await expectTouchActions(
      [
        page.getByRole("button", { name: `Copy link of ${who}` }),
        page.getByRole("button", { name: `Share ${who}` }),
        page.getByRole("button", { name: `QR code of ${who}` }),
      ],
      page.getByRole("button", { name: `Edit ${who}` }),
      page.getByRole("button", { name: `Revoke ${who}` }),
    );
    await page.getByRole("button", { name: `Share ${who}` }).click();
    const roomUrl = ((await room.json()) as { url: string }).url;
    await expect.poll(() => sharedThroughSheet(page)).toEqual([{ title: `Room for ${name}`, url: roomUrl }]);
    await page.getByRole("button", { name: `Revoke ${who}` }).click();
    // Revoking asks first.
    await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toBeVisible();

    await page.goto("/tracked-links");
    await expectTouchActions(
      [
        page.getByRole("button", { name: `Copy short link of ${name}` }),
        page.getByRole("button", { name: `Rename ${name}` }),
      ],
      page.getByRole("button", { name: `Deactivate ${name}` }),
      page.getByRole("button", { name: `Delete ${name}` }),
    );
  });
});

test.describe("the share sheet", () => {
  test.use({ storageState: REP.signedIn, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the share dialog offers the phone's sheet beside Copy, with the share link", async ({ page }) => {
    await page.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { shared });
      Object.defineProperty(navigator, "share", { value: async (data: unknown) => void shared.push(data) });
    });
    await page.goto("/assets");
    // The cards are the server's HTML: Share answers once the page has hydrated.
    await waitForHydration(page);
    const card = page.getByRole("article").first();
    const title = await card.locator(`#${await card.getAttribute("aria-labelledby")}`).innerText();
    await card.getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Share Asset" });
    const field = dialog.getByRole("textbox", { name: "Share link" });
    await expect(field).toHaveValue(/\/asset\//);
    await dialog.getByRole("button", { name: "Share", exact: true }).click();
    await expect.poll(() => sharedThroughSheet(page)).toEqual([{ title, url: await field.inputValue() }]);
  });

  test("a browser without a share sheet shows no Share button", async ({ page }) => {
    await page.goto("/assets");
    // The cards are the server's HTML: Share answers once the page has hydrated.
    await waitForHydration(page);
    await page.getByRole("article").first().getByRole("button", { name: "Share", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Share Asset" });
    await expect(dialog.getByRole("textbox", { name: "Share link" })).toHaveValue(/\/asset\//);
    await expect(dialog.getByRole("button", { name: "Copy" })).toBeEnabled();
    await expect(dialog.getByRole("button", { name: "Share", exact: true })).toHaveCount(0);
  });
});

import type { Locator } from "@playwright/test";
import { expect, OWN_PAGE, STORED_STATE, test } from "./fixtures";

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

test.describe("row actions on a touch phone", () => {
  test.use({ storageState: STORED_STATE.rep, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

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
        page.getByRole("button", { name: `QR code of ${who}` }),
      ],
      page.getByRole("button", { name: `Edit ${who}` }),
      page.getByRole("button", { name: `Revoke ${who}` }),
    );
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

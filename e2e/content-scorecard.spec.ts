import type { APIRequestContext, Page } from "@playwright/test";
import type { ContentPage } from "@/lib/contract/content-scorecard";
import {
  expect,
  expectNoAxeViolations,
  expectNoSideScroll,
  newSignedOutContext,
  OWN_PAGE,
  PERSON,
  test,
  waitForHydration,
} from "./fixtures";
import { asUser, usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP, ADMIN } = usersOfThisSpec("content-scorecard");

const STAMP = `Scorecard ${Date.now()}`;
const ALPHA = `${STAMP} Alpha`;
const BETA = `${STAMP} Beta`;
let alphaId = "";
/** The brand the rep shares Alpha in, and another one. */
let sharedBrand = "";
let otherBrand = "";

/** Two assets of every brand, Alpha then Beta (newer); the rep shares Alpha, which two people open. */
test.beforeAll(async ({ browser }) => {
  const admin = await asUser(ADMIN);
  const made: string[] = [];
  for (const title of [ALPHA, BETA]) {
    const response = await admin.post("/api/admin/assets", {
      data: { title, type: "video", url: "https://example.com/media/scorecard.mp4", assignToAllBrands: true },
    });
    expect(response.status()).toBe(201);
    made.push(((await response.json()) as { id: string }).id);
  }
  alphaId = made[0] ?? "";
  const rep = await asUser(REP);
  const brands = (await (await rep.get("/api/brands")).json()) as { id: string; name: string }[];
  sharedBrand = brands[0]?.name ?? "";
  otherBrand =
    ((await (await admin.get("/api/brands")).json()) as { name: string }[])
      .map((brand) => brand.name)
      .find((name) => name !== sharedBrand) ?? "";
  const shared = await rep.post("/api/assets/share", { data: { assetId: alphaId, brandId: brands[0]?.id } });
  const { shareSlug } = (await shared.json()) as { shareSlug: string };
  await rep.dispose();
  for (let open = 0; open < 2; open++) {
    const visitor = await newSignedOutContext(browser);
    expect((await visitor.request.get(`/asset/${shareSlug}`, { headers: PERSON })).status()).toBe(200);
    await visitor.close();
  }
  await expect.poll(async () => humanOpensOf(admin)).toBe(2);
  await admin.dispose();
});

async function humanOpensOf(admin: APIRequestContext): Promise<number | undefined> {
  const page = (await (await admin.get(`/api/admin/content?q=${encodeURIComponent(STAMP)}`)).json()) as ContentPage;
  return page.assets.find((row) => row.assetId === alphaId)?.humanOpens;
}

const content = (page: Page) => page.getByRole("region", { name: "Content", exact: true });
const header = (page: Page, column: string) => content(page).getByRole("columnheader", { name: column, exact: true });

/** The stamped titles in the order the table shows them. */
async function shownTitles(page: Page): Promise<string[]> {
  const texts = await content(page).getByRole("table").getByRole("row").allTextContents();
  return texts.flatMap((text) => [ALPHA, BETA].filter((title) => text.includes(title)));
}

test.describe("the Content tab as an admin", () => {
  test.use({ storageState: ADMIN.signedIn });

  test("sorts by any column, searches, filters the period and drills into an asset", async ({ page }) => {
    await page.goto("/admin?tab=content");
    await page.getByRole("searchbox", { name: "Search", exact: true }).fill(STAMP);
    await expect.poll(() => shownTitles(page)).toEqual([ALPHA, BETA]);
    await expect(content(page)).toContainText("Human opens only");
    const alpha = content(page).getByRole("table").getByRole("row").filter({ hasText: ALPHA }).getByRole("cell");
    // Reps, shares, rooms, human opens, visitors, median read, downloads, quote credits.
    await expect(alpha.nth(1)).toHaveText("1");
    await expect(alpha.nth(4)).toHaveText("2");
    await expect(alpha.nth(8)).toHaveText("0.0");

    await header(page, "Asset").getByRole("button").click();
    await expect(header(page, "Asset")).toHaveAttribute("aria-sort", "ascending");
    await expect.poll(() => shownTitles(page)).toEqual([ALPHA, BETA]);
    await header(page, "Asset").getByRole("button").click();
    await expect(header(page, "Asset")).toHaveAttribute("aria-sort", "descending");
    await expect.poll(() => shownTitles(page)).toEqual([BETA, ALPHA]);
    await header(page, "Opens").getByRole("button").click();
    await expect(header(page, "Opens")).toHaveAttribute("aria-sort", "descending");
    await expect.poll(() => shownTitles(page)).toEqual([ALPHA, BETA]);

    await page.getByLabel("Period").selectOption({ label: "Last 7 days" });
    await expect.poll(() => shownTitles(page)).toEqual([ALPHA, BETA]);
    // A brand narrows the opens to the shares made in it: none of Alpha's in another brand.
    await page.getByLabel("Brand", { exact: true }).selectOption({ label: otherBrand });
    await expect(alpha.nth(4)).toHaveText("0");
    await page.getByLabel("Brand", { exact: true }).selectOption({ label: sharedBrand });
    await expect(alpha.nth(4)).toHaveText("2");
    await page.getByLabel("Brand", { exact: true }).selectOption({ label: "All brands" });

    // A from/to of UTC days: a wrong one says why and keeps the list; today alone holds both opens.
    const today = new Date().toISOString().slice(0, 10);
    await page.getByLabel("Period").selectOption({ label: "From … to …" });
    await page.getByLabel("From (UTC day)").fill("2026-01-02");
    await page.getByLabel("To (UTC day)").fill("2026-01-01");
    const order = "The start date (from) must be on or before the end date (to).";
    await expect(page.getByText(order)).toBeVisible();
    // Under the date just set, the one that made the range wrong.
    await expect(page.getByLabel("To (UTC day)")).toHaveAccessibleDescription(order);
    await expect(page.getByLabel("From (UTC day)")).not.toHaveAttribute("aria-invalid");
    await page.getByLabel("From (UTC day)").fill(today);
    await page.getByLabel("To (UTC day)").fill(today);
    await expect(alpha.nth(4)).toHaveText("2");
    await expect(content(page).getByRole("link", { name: "Export CSV of content" })).toHaveAttribute(
      "href",
      new RegExp(`from=${today}&to=${today}`),
    );
    await expectNoAxeViolations(page);
    await page.getByLabel("Period").selectOption({ label: "Last 7 days" });
    await expect(page.getByRole("list", { name: "Never shared" })).toContainText(BETA);
    await expect(page.getByRole("list", { name: "Never shared" })).not.toContainText(ALPHA);
    await expectNoAxeViolations(page);

    await content(page).getByRole("button", { name: ALPHA }).click();
    const dialog = page.getByRole("dialog", { name: ALPHA });
    await expect(dialog.getByRole("region", { name: "Opens by rep" })).toContainText(`${REP.name}2`);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 390, height: 844 });
    const cards = content(page).getByRole("list", { name: "Content" });
    await expect(cards.getByRole("listitem").filter({ hasText: ALPHA })).toContainText("Opens2");
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("the Asset Library as a rep", () => {
  test.use({ storageState: REP.signedIn });

  test("sorts by most read by customers and says how many read each", async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/assets");
      await waitForHydration(page);
      await page.getByRole("searchbox", { name: "Search assets" }).fill(STAMP);
      const titles = page.getByRole("heading", { name: STAMP });
      await expect(titles).toHaveText([BETA, ALPHA]);
      await page.getByLabel("Sort assets").selectOption({ label: "Most read by customers" });
      await expect(titles).toHaveText([ALPHA, BETA]);
      await expect(page.getByText("Read by 1 customer this month")).toHaveCount(1);
      await expectNoAxeViolations(page);
    }
  });
});

test.afterAll(async () => {
  const admin = await asUser(ADMIN);
  const page = (await (await admin.get(`/api/admin/content?q=${encodeURIComponent(STAMP)}`)).json()) as ContentPage;
  for (const row of page.assets) await admin.delete(`/api/admin/assets/${row.assetId}`, { headers: OWN_PAGE });
  await admin.dispose();
});

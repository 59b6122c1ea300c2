import { pdfWithPages } from "../tests/helpers/pdf-fixtures";
import {
  collectConsoleErrors,
  expect,
  expectNoAxeViolations,
  expectNoSideScroll,
  newSignedOutContext,
  OWN_PAGE,
  test,
} from "./fixtures";
import { usersOfThisSpec } from "./spec-users";

/** This spec's own users (spec-users.ts). */
const { REP, ADMIN } = usersOfThisSpec("pages");

const TITLE = `E2E 12-page catalog ${Date.now()}`;

interface PagesReport {
  visitId: string;
  assets: { n: number; seconds: number; pages: { page: number; seconds: number }[] }[];
}

/**
 * A customer reads a room's 12-page PDF on a phone (docs/pages.md): the admin uploads it and the
 * renderer prepares its pages; the demo rep puts it in a room; the customer, in a fresh context,
 * scrolls through it, stays on page 6 longest and leaves. The beacon's last report gives page 6 the
 * most seconds, and the rep, on a phone too, reads on the room's page that page 6 held them longest.
 */
test("a customer reads a room's PDF page by page on a phone; the beacon times each page", async ({ browser }) => {
  test.setTimeout(180_000);
  const admin = await browser.newContext({ storageState: ADMIN.storageState });
  const signedIn = await admin.request.post("/api/auth/login", { headers: OWN_PAGE, data: ADMIN });
  const { user } = (await signedIn.json()) as { user: { id: string } };
  const uploaded = await admin.request.post("/api/admin/upload", {
    headers: { ...OWN_PAGE, "x-user-id": user.id },
    multipart: { file: { name: "catalog.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdfWithPages(12)) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  const { url } = (await uploaded.json()) as { url: string };
  const brands = (await (await admin.request.get("/api/brands")).json()) as { id: string; code: string }[];
  const rmi = brands.find((brand) => brand.code === "rmi")!;
  const made = await admin.request.post("/api/admin/assets", {
    headers: OWN_PAGE,
    data: { title: TITLE, description: "", type: "pdf", url, brandIds: [rmi.id], userIds: [] },
  });
  expect(made.status(), await made.text()).toBeLessThan(300);
  const { id: assetId } = (await made.json()) as { id: string };

  const rep = await browser.newContext({ storageState: REP.storageState });
  const created = await rep.request.post("/api/rooms", {
    headers: OWN_PAGE,
    data: { recipientName: "Casey Reader", brandId: rmi.id, assetIds: [assetId] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: roomId, slug } = (await created.json()) as { id: string; slug: string };
  // The render job prepares the pages in the background: the room shows them once they are ready.
  await expect
    .poll(async () => (await rep.request.get(`/r/${slug}`)).text(), { timeout: 90_000, intervals: [1_000] })
    .toContain(`/r/${slug}/files/0/pages/12/800`);

  const customer = await newSignedOutContext(browser, { viewport: { width: 390, height: 844 } });
  const room = await customer.newPage();
  const errors = collectConsoleErrors(room);
  const reports: PagesReport[] = [];
  // Every beacon the page sends, its unload's included (a context-wide listener outlives the page).
  customer.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith(`/r/${slug}/engagement`))
      reports.push(JSON.parse(request.postData() ?? "{}") as PagesReport);
  });
  // The page's clock is Playwright's: reading time passes at once, and the 15 s report is due on demand.
  await room.clock.install();
  expect((await room.goto(`/r/${slug}`))?.status()).toBe(200);
  const pages = room.getByRole("img", { name: new RegExp(`^Page \\d+ of 12: ${TITLE}$`) });
  await expect(pages).toHaveCount(12);
  await expect(pages.first()).toHaveJSProperty("complete", true);
  expect(await pages.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Reading: a glance at pages 2 and 4, a long look at page 6, a glance at page 9.
  const dwell = async (page: number, ms: number) => {
    await room.locator(`[data-page="${page}"]`).scrollIntoViewIfNeeded();
    await room.locator(`[data-page="${page}"]`).evaluate((el) => el.scrollIntoView({ block: "center" }));
    await room.waitForTimeout(300); // the IntersectionObserver's callback, in real time
    await room.clock.runFor(ms);
  };
  await dwell(2, 1_500);
  await dwell(4, 1_500);
  // The long look at page 6 holds the page's checks: no sideways scroll at 390 px, axe clean.
  const lookedAt = Date.now();
  await dwell(6, 0);
  await expect(room.locator('[data-page="6"] img')).toHaveJSProperty("complete", true);
  await expectNoSideScroll(room);
  await expectNoAxeViolations(room);
  await room.clock.runFor(Math.max(0, 6_000 - (Date.now() - lookedAt)));
  await dwell(9, 1_500);
  // Leaving: the customer switches to another app. The hidden tab reports at once, and no page gathers
  // time after it (scrolled to the end instead, the last page stays half in view on a phone).
  await room.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await room.clock.runFor(15_000);
  await room.goto("about:blank");
  await expect.poll(() => reports.length).toBeGreaterThan(0);

  const last = reports.at(-1)!.assets.find((asset) => asset.n === 0)!;
  const seconds = new Map(last.pages.map((p) => [p.page, p.seconds]));
  const longest = [...seconds.entries()].sort((a, b) => b[1] - a[1])[0]!;
  expect(longest[0], JSON.stringify(last.pages)).toBe(6);
  expect(longest[1]).toBeGreaterThanOrEqual(4);
  expect(seconds.get(9)).toBeGreaterThanOrEqual(1);
  expect(errors).toEqual([]);

  // The rep's side: the room's page names page 6 as the longest read.
  const repPage = await rep.newPage();
  await repPage.setViewportSize({ width: 390, height: 844 });
  await repPage.goto(`/rooms/${roomId}`);
  await expect(repPage.getByText(/Read \d+ of 12 pages · longest on page 6 \(\d+ s\)/).first()).toBeVisible();
  await expectNoSideScroll(repPage);
  await expectNoAxeViolations(repPage);

  await customer.close();
  await rep.close();
  expect((await admin.request.delete(`/api/admin/assets/${assetId}`, { headers: OWN_PAGE })).ok()).toBe(true);
  await admin.close();
});

import type { Browser, Locator, Page } from "@playwright/test";
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
const { ADMIN } = usersOfThisSpec("share-page");

interface Brand {
  id: string;
  code: string;
  name: string;
}

type Kind = "image" | "pdf" | "audio" | "video" | "file";

/**
 * One asset of each way the page shows a file; the demo's where it has one. The demo's PDFs are
 * stored and shown page by page (e2e/pages.spec.ts), so the PDF here is one the portal does not
 * store, which keeps the browser's viewer. (An old asset whose type contradicts its file can no
 * longer be made through the API; the unit test of the viewer covers it.)
 */
const MEDIA: { kind: Kind; title: string; create?: { type: string; url: string } }[] = [
  { kind: "image", title: "Join the Band Flyer" },
  { kind: "pdf", title: "E2E share PDF", create: { type: "pdf", url: "/samples/rental-program-overview.pdf" } },
  { kind: "audio", title: "Welcome Chime" },
  { kind: "video", title: "E2E share clip", create: { type: "video", url: "/samples/band-program-clip.webm" } },
  { kind: "file", title: "E2E share slides", create: { type: "presentation", url: "https://example.com/deck.pptx" } },
];
const WIDTHS = [390, 1280];

async function api<T>(page: Page, method: "GET" | "POST" | "DELETE", path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(path, { method, data, headers: OWN_PAGE });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

type Box = { x: number; y: number; width: number; height: number };
async function box(locator: Locator): Promise<Box> {
  const measured = await locator.boundingBox();
  if (!measured) throw new Error("not rendered");
  return measured;
}

/** The element's content height: its box less its padding and borders. */
function contentHeight(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const extra = ["paddingTop", "paddingBottom", "borderTopWidth", "borderBottomWidth"] as const;
    return element.getBoundingClientRect().height - extra.reduce((sum, key) => sum + parseFloat(style[key]), 0);
  });
}

/** The viewer's inner width (inside its border). */
const innerWidth = (viewer: Locator) => viewer.evaluate((element) => element.clientWidth);

async function expectNaturalSize(page: Page, kind: Kind) {
  const viewer = page.locator(".viewer");
  const width = await innerWidth(viewer);
  switch (kind) {
    case "image": {
      const image = viewer.locator("img");
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy();
      const natural = await image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
      const shown = await box(image);
      // Never stretched past its own size; shrunk to the card's width with its proportions kept.
      expect(shown.width).toBeCloseTo(Math.min(natural[0]!, width), 0);
      expect(shown.height / shown.width).toBeCloseTo(natural[1]! / natural[0]!, 2);
      break;
    }
    case "pdf": {
      await expect(viewer.locator("img")).toHaveCount(0);
      const shown = await box(viewer.locator('object[type="application/pdf"]'));
      expect(shown.width).toBeCloseTo(width, 0);
      expect(shown.height).toBeGreaterThanOrEqual(400);
      break;
    }
    case "audio": {
      const audio = viewer.locator("audio");
      // Chromium's controls are 54 px tall: all of it is the player's, none taken by padding.
      expect(await contentHeight(audio)).toBeGreaterThanOrEqual(50);
      expect((await box(audio)).width).toBeGreaterThan(width - 40);
      break;
    }
    case "video": {
      const video = viewer.locator("video");
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
      const [videoWidth, videoHeight] = await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight]);
      const shown = await box(video);
      expect(shown.width).toBeCloseTo(width, 0);
      expect(shown.height).toBeCloseTo((width * videoHeight!) / videoWidth!, 0);
      break;
    }
    case "file":
      await expect(viewer).toContainText("There is no preview for this file type. Download it to open it.");
      expect((await box(viewer)).height).toBeGreaterThan(100);
      break;
  }
}

/** A customer's page (nobody signed in) at `width`. */
async function customerPage(browser: Browser, width: number) {
  const context = await newSignedOutContext(browser, { viewport: { width, height: width < 768 ? 844 : 800 } });
  return { context, page: await context.newPage() };
}

test.describe("the customer's share page", () => {
  test.use({ storageState: ADMIN.signedIn });
  const created: string[] = [];
  const slugs = new Map<Kind, string>();

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ storageState: ADMIN.storageState });
    const page = await context.newPage();
    await page.goto("/no-such-page");
    const brands = await api<Brand[]>(page, "GET", "/api/brands");
    const rmi = brands.find((brand) => brand.code === "rmi");
    const users = await api<{ id: string; email: string }[]>(page, "GET", "/api/admin/users");
    const admin = users.find((user) => user.email === ADMIN.email);
    const library = await api<{ id: string; title: string }[]>(page, "GET", "/api/admin/assets");
    for (const item of MEDIA) {
      let id = library.find((asset) => asset.title === item.title)?.id;
      if (item.create) {
        // Assigned to the admin alone, so no rep's library changes; deleted again after the tests.
        const asset = await api<{ id: string }>(page, "POST", "/api/admin/assets", {
          title: item.title,
          description: `The customer's view of a ${item.kind} file.`,
          ...item.create,
          brandIds: [rmi?.id],
          userIds: [admin?.id],
        });
        created.push((id = asset.id));
      }
      const shared = await api<{ shareSlug: string }>(page, "POST", "/api/assets/share", {
        assetId: id,
        brandId: rmi?.id,
      });
      slugs.set(item.kind, shared.shareSlug);
    }
    await context.close();
  });

  test.afterAll(async ({ browser }) => {
    const context = await browser.newContext({ storageState: ADMIN.storageState });
    const page = await context.newPage();
    await page.goto("/no-such-page");
    for (const id of created) await api(page, "DELETE", `/api/admin/assets/${id}`);
    await context.close();
  });

  for (const width of WIDTHS) {
    test(`shows every kind of file at its natural size at ${width} px, with the rep's card`, async ({ browser }) => {
      test.setTimeout(120_000);
      const { context, page } = await customerPage(browser, width);
      const errors = collectConsoleErrors(page);
      for (const { kind, title } of MEDIA) {
        await page.goto(`/asset/${slugs.get(kind)}`);
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        await expect(page.locator("header .brand")).toHaveText("RMI Music");
        await expectNaturalSize(page, kind);
        const contact = page.getByRole("region", { name: "Your contact" });
        await expect(contact).toContainText(ADMIN.name);
        await expect(contact.getByRole("link", { name: ADMIN.email })).toHaveAttribute("href", `mailto:${ADMIN.email}`);
        await expect(contact.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
          "href",
          `mailto:${ADMIN.email}?subject=${encodeURIComponent(`Re: ${title}`)}`,
        );
        await expectNoSideScroll(page);
        await expectNoAxeViolations(page);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

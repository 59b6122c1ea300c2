import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { textOn } from "@/lib/server/public-page/brand-colors";
import { isPrefetch } from "@/lib/server/public-page/public-page-response";
import { sharePageResponse } from "@/lib/server/shares/share-page-response";
import type { Database } from "@/lib/server/platform/db/client";
import { assets, brands, profiles, shareLinks } from "@/lib/server/platform/db/schema";
import { loadSharePage, safeAssetUrl, type SharePage } from "@/lib/server/shares/share-page-content";
import { shareAsset } from "@/lib/server/shares/share-links";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
  await database.db.update(brands).set({ position: 1, primaryColor: "#9f1239" }).where(eq(brands.id, world.brandA.id));
  await database.db.update(brands).set({ position: 2, primaryColor: "#15803d" }).where(eq(brands.id, world.brandB.id));
  await database.db.update(profiles).set({ firstName: "Riley", lastName: "Rep" }).where(eq(profiles.id, world.me.id));
});
afterAll(() => database.close());

async function slugFor(options: Parameters<typeof addAsset>[1]): Promise<{ slug: string; assetId: string }> {
  const assetId = await addAsset(database.db, { allBrands: true, ...options });
  const { shareSlug } = await shareAsset(database.db, world.me, assetId);
  return { slug: shareSlug, assetId };
}

async function live(slug: string): Promise<SharePage> {
  const result = await loadSharePage(database.db, slug);
  if (result.kind !== "live") throw new Error(`expected a live page, got ${result.kind}`);
  return result.page;
}

const TWO_BRANDS = () => ({ allBrands: false, brandIds: [world.brandB.id, world.brandA.id] });

test("a live page has the asset in the brand it was shared from, and the rep's name and e-mail", async () => {
  const assetId = await addAsset(database.db, {
    title: "Flyer",
    description: "For parents",
    type: "image",
    url: "/samples/f.svg",
    ...TWO_BRANDS(),
  });
  const { shareSlug } = await shareAsset(database.db, world.me, assetId, { brandId: world.brandB.id });
  expect(await live(shareSlug)).toEqual({
    title: "Flyer",
    description: "For parents",
    type: "image",
    url: "/samples/f.svg",
    brand: { name: "Brand B", primaryColor: "#15803d" },
    rep: { name: "Riley Rep", email: world.me.email, phone: null },
    cta: null,
  });
});

test("the same rep's shares of one asset from two brands are two pages, each in its brand", async () => {
  const assetId = await addAsset(database.db, { title: "Twice", ...TWO_BRANDS() });
  const inA = await shareAsset(database.db, world.me, assetId, { brandId: world.brandA.id });
  const inB = await shareAsset(database.db, world.me, assetId, { brandCode: world.brandB.code });
  expect(inA.shareSlug).not.toBe(inB.shareSlug);
  expect((await live(inA.shareSlug)).brand.name).toBe("Brand A");
  expect((await live(inB.shareSlug)).brand.name).toBe("Brand B");
});

test("a link made before shares had a brand keeps the asset's first assigned brand", async () => {
  const assetId = await addAsset(database.db, { title: "Old link", ...TWO_BRANDS() });
  await database.db.insert(shareLinks).values({ slug: "oldlink1", assetId, userId: world.me.id });
  expect((await live("oldlink1")).brand).toEqual({ name: "Brand A", primaryColor: "#9f1239" });
});

test("an asset for all brands shared without a brand takes the first brand", async () => {
  const { slug } = await slugFor({ title: "Everywhere" });
  expect((await live(slug)).brand.name).toBe("Brand A");
});

test("a live page names its share link and the rep it belongs to, so the open can be recorded", async () => {
  const { slug } = await slugFor({ title: "Recorded" });
  const [link] = await database.db.select().from(shareLinks).where(eq(shareLinks.slug, slug));
  expect(await loadSharePage(database.db, slug)).toMatchObject({
    kind: "live",
    shareLinkId: link?.id,
    ownerId: world.me.id,
  });
});

test.each([
  ["deleted", { deletedAt: new Date() }],
  ["inactive", { isActive: false }],
])("a %s asset is retired", async (_name, change) => {
  const { slug, assetId } = await slugFor({ title: "Retired" });
  await database.db.update(assets).set(change).where(eq(assets.id, assetId));
  expect(await loadSharePage(database.db, slug)).toEqual({ kind: "retired" });
});

test.each(["unknown1", "", "a/b", "' or 1=1 --", "x".repeat(65)])("the slug %p is missing", async (slug) => {
  expect(await loadSharePage(database.db, slug)).toEqual({ kind: "missing" });
});

test.each([
  ["/samples/a.pdf", "/samples/a.pdf"],
  ["https://cdn.example.com/a.mp4?x=1", "https://cdn.example.com/a.mp4?x=1"],
  ["javascript:alert(1)", undefined],
  ["data:text/html,<script>", undefined],
  ["//evil.example/x", undefined],
  ["/\\evil.example", undefined],
  ["relative/path.pdf", undefined],
])("the asset URL %p is shown as %p", (url, expected) => {
  expect(safeAssetUrl(url)).toBe(expected);
});

const PAGE: SharePage = {
  title: "T",
  description: "",
  type: "pdf",
  url: "/samples/a.pdf",
  brand: { name: "RMI Music", primaryColor: "#1d4ed8" },
  rep: { name: "Riley Rep", email: "riley@example.com", phone: null },
  cta: null,
};

async function rendered(page: Partial<SharePage>): Promise<string> {
  return sharePageResponse(
    { kind: "live", page: { ...PAGE, ...page }, shareLinkId: "s", ownerId: "r", emailedAt: null },
    true,
  ).text();
}

test.each([
  ["pdf", "/f/a.pdf", /<object data="\/f\/a.pdf" type="application\/pdf"/],
  ["document", "/f/a.pdf?v=2", /<object data="\/f\/a.pdf\?v=2" type="application\/pdf"/],
  ["video", "/f/a.mp4", /<video controls preload="metadata" playsinline src="\/f\/a.mp4"/],
  ["audio", "/f/a.wav", /<div class="viewer audio"><audio controls preload="metadata" src="\/f\/a.wav"/],
  ["image", "/f/a.svg", /<img src="\/f\/a.svg" alt="T">/],
  ["presentation", "/f/a.pptx", /There is no preview for this file type/],
])("a %s asset gets its viewer and a Download link", async (type, url, viewer) => {
  const markup = await rendered({ type, url });
  expect(markup).toMatch(viewer);
  expect(markup).toContain(`<a class="button" href="${url}" download>`);
});

test.each([
  ["image", "/uploads/old-price-list.pdf", /<object data="\/uploads\/old-price-list.pdf" type="application\/pdf"/],
  ["pdf", "https://cdn.example.com/chime.MP3?v=1", /<audio controls/],
  ["image", "/uploads/clip.webm", /<video controls/],
  ["video", "/uploads/brochure.docx", /There is no preview for this file type/],
  ["document", "/uploads/photo.jpeg#top", /<img src="\/uploads\/photo.jpeg#top"/],
  ["audio", "/samples/no-extension", /<audio controls/],
])("a %s asset whose file is %p gets the viewer its extension names", async (type, url, viewer) => {
  expect(await rendered({ type, url })).toMatch(viewer);
});

test("the page shows the rep's card with their name, brand and e-mail, and a reply link naming the asset", async () => {
  const markup = await rendered({
    title: "Price List & more",
    rep: { name: `Riley <b>Rep</b>`, email: "riley@example.com", phone: null },
  });
  expect(markup).toContain(`<h2 id="contact-title">Your contact</h2>`);
  expect(markup).toContain(`<p class="rep-name">Riley &lt;b&gt;Rep&lt;/b&gt;</p>`);
  expect(markup).toContain(`<p class="rep-brand">RMI Music</p>`);
  expect(markup).toContain(`<a href="mailto:riley@example.com">riley@example.com</a>`);
  expect(markup).toContain(`href="mailto:riley@example.com?subject=Re%3A%20Price%20List%20%26%20more"`);
  expect(markup).toContain("Reply by e-mail</a>");
});

test("an external file is linked without the download attribute; an unsafe one gets no link", async () => {
  expect(await rendered({ url: "https://cdn.example.com/a.pdf" })).toContain(
    `<a class="button" href="https://cdn.example.com/a.pdf">`,
  );
  const unsafe = await rendered({ url: undefined });
  expect(unsafe).toContain("This file is not available at the moment.");
  expect(unsafe).not.toContain("Download</a>");
});

test("text from the database is escaped, the brand colors the header and the title is set", async () => {
  const markup = await rendered({
    title: `<script>alert("x")</script>`,
    description: `<img src=x onerror=alert(1)>`,
    type: "image",
  });
  expect(markup).not.toContain("<script>alert");
  expect(markup).not.toContain("<img src=x");
  expect(markup).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  expect(markup).toContain(`<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; | RMI Music</title>`);
  expect(markup).toContain("--brand: #1d4ed8; --on-brand: #ffffff;");
  expect(markup).toContain("Shared with you by Riley Rep");
});

test("the response has its status, no caching, and a CSP whose style hash matches the stylesheet", async () => {
  const response = sharePageResponse(
    { kind: "live", page: PAGE, shareLinkId: "s", ownerId: "r", emailedAt: null },
    true,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const css = (await response.text()).match(/<style>([\s\S]*)<\/style>/)?.[1] ?? "";
  const hash = createHash("sha256").update(css).digest("base64");
  expect(response.headers.get("content-security-policy")).toContain(`style-src 'sha256-${hash}'`);
  expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
});

test("unknown and retired pages answer 404 and 410 with their sentence; HEAD has no body", async () => {
  const missing = sharePageResponse({ kind: "missing" }, true);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("<h1>This shared asset could not be found.</h1>");
  const gone = sharePageResponse({ kind: "retired" }, true);
  expect(gone.status).toBe(410);
  expect(await gone.text()).toContain("<h1>This asset is no longer available.</h1>");
  expect(sharePageResponse({ kind: "retired" }, false).body).toBeNull();
});

test("prefetches are recognised", () => {
  expect(isPrefetch(new Headers({ "sec-purpose": "prefetch;prerender" }))).toBe(true);
  expect(isPrefetch(new Headers({ purpose: "prefetch" }))).toBe(true);
  expect(isPrefetch(new Headers({ "next-router-prefetch": "1" }))).toBe(true);
  expect(isPrefetch(new Headers({ accept: "text/html" }))).toBe(false);
});

test("text on the brand color is white unless that fails AA contrast", () => {
  expect(textOn("#1d4ed8")).toBe("#ffffff");
  expect(textOn("#fde047")).toBe("#0f172a");
  expect(textOn("not a color")).toBe("#ffffff");
});

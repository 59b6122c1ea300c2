import { randomUUID } from "node:crypto";
import { roomPageImagePath, type ShownRoomPage } from "@/lib/server/rooms/room-page-document";
import { roomPageResponse } from "@/lib/server/rooms/room-page-response";
import { sharePageImagePath } from "@/lib/server/shares/share-page-document";
import type { SharePage } from "@/lib/server/shares/share-page-content";
import { sharePageResponse } from "@/lib/server/shares/share-page-response";

const SLUG = "pagesSlug_0123456789";
// A4 portrait at the wide rendition, and one landscape page.
const sizes = [
  { page: 1, width: 1600, height: 2263 },
  { page: 2, width: 1600, height: 2263 },
  { page: 3, width: 1600, height: 1131 },
];
const share: SharePage = {
  title: 'Price "List" <2026>',
  description: "",
  type: "pdf",
  url: "/uploads/00000000-0000-4000-8000-000000000000.pdf",
  brand: { name: "Acme", primaryColor: "#0f766e" },
  rep: { name: "Riley Rep", email: "riley@example.com", phone: null },
  cta: null,
};
const livePage = (page: SharePage) => ({
  kind: "live" as const,
  page,
  shareLinkId: randomUUID(),
  ownerId: randomUUID(),
  emailedAt: null,
});
const images = (html: string) => [...html.matchAll(/<li class="pdf-page" data-page="(\d+)"><img ([^>]*)>/g)];
const attr = (tag: string, name: string) => new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(tag)?.[1];

test("a ready PDF is a column of sized images: two widths, the first eager, the rest lazy, each named", async () => {
  const pages = { sizes, path: (n: number, w: number) => sharePageImagePath(SLUG, n, w) };
  const html = await sharePageResponse(livePage({ ...share, pages }), true).text();
  const shown = images(html);
  expect(shown.map((m) => m[1])).toEqual(["1", "2", "3"]);
  const [first, second, third] = shown.map((m) => m[2]!);
  expect(attr(first!, "src")).toBe(`/asset/${SLUG}/pages/1/800`);
  expect(attr(first!, "srcset")).toBe(`/asset/${SLUG}/pages/1/800 800w, /asset/${SLUG}/pages/1/1600 1600w`);
  expect(attr(first!, "sizes")).toMatch(/48rem.*100vw/);
  expect([attr(first!, "width"), attr(first!, "height")]).toEqual(["800", "1132"]);
  expect([attr(third!, "width"), attr(third!, "height")]).toEqual(["800", "566"]);
  expect(attr(first!, "fetchpriority")).toBe("high");
  expect(attr(first!, "loading")).toBeUndefined();
  for (const later of [second!, third!]) {
    expect(attr(later, "loading")).toBe("lazy");
    expect(attr(later, "fetchpriority")).toBeUndefined();
  }
  for (const tag of [first!, second!, third!]) expect(attr(tag, "decoding")).toBe("async");
  expect(attr(second!, "alt")).toBe("Page 2 of 3: Price &quot;List&quot; &lt;2026&gt;");
  expect(html).toContain('<span class="page-number" aria-hidden="true">2 / 3</span>');
  // The Download button keeps the original file; the browser's viewer is gone.
  expect(html).toContain(`href="${share.url}" download`);
  expect(html).not.toContain("<object");
});

test("the link preview: the first page at 800 px as JPEG on the site origin, only when known", async () => {
  const pages = { sizes, path: (n: number, w: number) => sharePageImagePath(SLUG, n, w) };
  const html = await sharePageResponse(
    livePage({ ...share, pages, origin: "https://portal.example.com" }),
    true,
  ).text();
  expect(html).toContain(
    `<meta property="og:image" content="https://portal.example.com/asset/${SLUG}/pages/1/800.jpg">`,
  );
  expect(html).toContain('<meta property="og:image:type" content="image/jpeg">');
  expect(html).toContain('<meta property="og:image:width" content="800">');
  expect(html).toContain('<meta property="og:image:height" content="1132">');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  expect(await sharePageResponse(livePage({ ...share, pages }), true).text()).not.toContain("og:image");
});

test("a PDF whose pages are pending or failed keeps the browser's viewer and the Download button", async () => {
  const html = await sharePageResponse(livePage(share), true).text();
  expect(html).toContain(`<object data="${share.url}" type="application/pdf"`);
  expect(html).toContain(`href="${share.url}" download`);
  expect(images(html)).toEqual([]);
  expect(html).not.toContain("og:image");
});

test("on a room page only the first ready PDF's cover is eager and the preview, on the room's paths", async () => {
  const asset = (position: number, title: string) => ({
    position,
    assetId: randomUUID(),
    title,
    description: "",
    type: "pdf",
    url: `/uploads/0000000${position}-0000-4000-8000-000000000000.pdf`,
    duration: null,
  });
  const at = (position: number) => ({ sizes, path: (n: number, w: number) => roomPageImagePath(SLUG, position, n, w) });
  const page: ShownRoomPage = {
    brand: { name: "Acme", primaryColor: "#0f766e" },
    rep: { name: "Riley Rep", email: "riley@example.com", phone: null },
    cta: null,
    recipientName: "Jane",
    note: "",
    origin: "http://localhost:3000",
    assets: [
      asset(0, "Pending deck"),
      { ...asset(1, "Catalog"), pages: at(1) },
      { ...asset(2, "Terms"), pages: at(2) },
    ],
  };
  const live = { kind: "live" as const, page, roomId: randomUUID(), ownerId: randomUUID(), emailedAt: null };
  const html = await roomPageResponse(live, SLUG, true, randomUUID()).text();
  expect(html).toContain(`<object data="/r/${SLUG}/files/0" type="application/pdf"`);
  const shown = images(html).map((m) => m[2]!);
  expect(shown).toHaveLength(6);
  expect(attr(shown[0]!, "src")).toBe(`/r/${SLUG}/files/1/pages/1/800`);
  expect(shown.filter((tag) => attr(tag, "fetchpriority") === "high")).toEqual([shown[0]]);
  expect(attr(shown[3]!, "src")).toBe(`/r/${SLUG}/files/2/pages/1/800`);
  expect(attr(shown[3]!, "loading")).toBe("lazy");
  expect(attr(shown[3]!, "alt")).toBe("Page 1 of 3: Terms");
  expect(html).toContain(
    `<meta property="og:image" content="http://localhost:3000/r/${SLUG}/files/1/pages/1/800.jpg">`,
  );
  for (const id of page.assets.map((a) => a.assetId)) expect(html).not.toContain(id);
  expect(html).not.toContain("/uploads/");
});

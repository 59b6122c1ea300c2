/**
 * A ready PDF on the public pages over HTTP (docs/pages.md): the page images under the share's and
 * the room's own paths, answered like their page, the link preview, and the beacon's page times.
 * The render's rows and images are written before a server of this file's own starts (the renderer
 * is not what is tested here); what the server recorded is read back once it has stopped.
 */
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq } from "drizzle-orm";
import { calculateJwkThumbprint, importJWK, SignJWT } from "jose";
import sharp from "sharp";
import { createProfile } from "@/lib/server/auth/profiles";
import { openDatabase } from "@/lib/server/platform/db/client";
import {
  assets,
  brands,
  pdfPages,
  pdfRenders,
  roomAssets,
  roomPageViews,
  rooms,
  roomVisits,
  shareLinks,
} from "@/lib/server/platform/db/schema";
import { localDiskStore } from "@/lib/server/platform/storage/local-disk";
import { pageImageKey } from "@/lib/server/platform/storage/page-image-key";
import { BROWSER_NAVIGATION_HEADERS } from "../helpers/navigation-headers";
import { pollUntil } from "../helpers/poll";
import { portalKey } from "./portal";
import { ownDatabase, type OwnDatabase } from "./own-database";
import { startSecondServer, type RunningServer } from "./second-server";

const SITE = "https://portal.example.test";
const PAGES = 12;
const PER_MINUTE = 60;
let own: OwnDatabase;
let server: RunningServer;
let stopped = false;
const rep = { id: randomUUID(), email: `pages.rep.${Date.now()}@example.com` };
const slugs = { live: "", revoked: "", expired: "", share: "", retired: "" };
const ids: string[] = [];
const pdfName = `${randomUUID()}.pdf`;
const pendingName = `${randomUUID()}.pdf`;
/** Stand-ins for the renderer's WebP files: any bytes do for serving. */
const imageBytes = (page: number, width: number) => new TextEncoder().encode(`RIFF-page-${page}-${width}`);
/** The first page's phone rendition is a real WebP: the link preview's JPEG is made from it. */
const firstPage = () =>
  sharp({ create: { width: 80, height: 113, channels: 3, background: "#0f766e" } })
    .webp()
    .toBuffer();

async function seed(): Promise<void> {
  const { db, close } = await openDatabase(own.target);
  await createProfile(db, { id: rep.id, email: rep.email, role: "rep", firstName: "Riley", lastName: "Rep" });
  const [brand] = await db
    .insert(brands)
    .values({ code: "pagetest", name: "Acme", primaryColor: "#0f766e", secondaryColor: "#111", lightColor: "#eee" })
    .returning();
  const made = await db
    .insert(assets)
    .values([
      { title: "Catalog 2026", type: "pdf", url: `/uploads/${pdfName}` },
      { title: "Terms", type: "pdf", url: `/uploads/${pendingName}` },
      { title: "Demo video", type: "video", url: "https://cdn.example.com/demo.mp4", duration: "4:00" },
      { title: "Old catalog", type: "pdf", url: `/uploads/${pdfName}`, isActive: false },
    ])
    .returning({ id: assets.id });
  ids.push(rep.id, brand!.id, ...made.map((a) => a.id));
  await db.insert(pdfRenders).values([
    { fileName: pdfName, status: "ready", pageCount: PAGES },
    { fileName: pendingName, status: "pending" },
  ]);
  await db
    .insert(pdfPages)
    .values(Array.from({ length: PAGES }, (_, i) => ({ fileName: pdfName, page: i + 1, width: 1600, height: 2263 })));
  const store = localDiskStore(own.dataDir);
  for (let page = 1; page <= PAGES; page++)
    for (const width of [800, 1600])
      await store.savePageImage(
        pageImageKey(pdfName, page, width),
        page === 1 && width === 800 ? await firstPage() : imageBytes(page, width),
      );
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  for (const [kind, values] of Object.entries({
    live: {},
    revoked: { revokedAt: new Date() },
    expired: { expiresOn: yesterday },
  })) {
    const slug = randomBytes(16).toString("base64url");
    slugs[kind as "live"] = slug;
    const [room] = await db
      .insert(rooms)
      .values({ slug, userId: rep.id, brandId: brand!.id, recipientName: "Jane Smith", ...values })
      .returning({ id: rooms.id });
    ids.push(room!.id);
    await db
      .insert(roomAssets)
      .values(made.slice(0, 3).map((a, position) => ({ roomId: room!.id, assetId: a.id, position })));
  }
  for (const [kind, asset] of [
    ["share", made[0]!],
    ["retired", made[3]!],
  ] as const) {
    slugs[kind] = randomBytes(8).toString("base64url");
    await db.insert(shareLinks).values({ slug: slugs[kind], assetId: asset.id, userId: rep.id, brandId: brand!.id });
  }
  await close();
  fs.rmSync(path.join(own.dataDir, "portal.lock"), { force: true });
}

beforeAll(async () => {
  own = await ownDatabase("portal_pages");
  await seed();
  server = await startSecondServer({
    ...own.env,
    AUTH_JWT_PRIVATE_KEY: process.env.PORTAL_JWK ?? "",
    SITE_URL: SITE,
    SUPABASE_URL: "",
    TRUSTED_PROXY_HOPS: "1",
    PUBLIC_HITS_PER_MINUTE: String(PER_MINUTE),
  });
});

afterAll(async () => {
  if (!stopped) await server?.stop();
  await own?.remove();
});

/** Each test its own address, so the per-client guards of one never refuse another's requests. */
let lastAddress = 0;
const newAddress = () => `10.20.${++lastAddress}.1`;

function get(pathname: string, init: RequestInit & { address: string }): Promise<Response> {
  const headers = new Headers(BROWSER_NAVIGATION_HEADERS);
  new Headers(init.headers).forEach((value, name) => headers.set(name, value));
  headers.set("X-Forwarded-For", init.address);
  return fetch(`${server.url}${pathname}`, { ...init, headers, redirect: "manual" });
}

const image = (address: string, pathname: string, method = "GET") =>
  get(pathname, {
    address,
    method,
    headers: { Accept: "image/avif,image/webp,*/*", "Sec-Fetch-Dest": "image", "Sec-Fetch-Mode": "no-cors" },
  });

const roomImage = (slug: string, n: number | string, page: number | string, width: number | string) =>
  `/r/${slug}/files/${n}/pages/${page}/${width}`;

const report = (slug: string, body: unknown, address: string) =>
  fetch(`${server.url}/r/${slug}/engagement`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "text/plain;charset=UTF-8", "X-Forwarded-For": address },
  });

async function openRoom(address: string, headers: Record<string, string> = {}) {
  const response = await get(`/r/${slugs.live}`, { address, headers });
  expect(response.status).toBe(200);
  const page = await response.text();
  return { page, visitId: /<script data-visit="([0-9a-f-]{36})"/.exec(page)![1]! };
}

const metaContent = (page: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)">`).exec(page)?.[1];

test("the room page shows a ready PDF as pages, keeps the viewer for a pending one, previews its cover", async () => {
  const { page } = await openRoom(newAddress());
  const images = [...page.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);
  expect(images).toEqual(Array.from({ length: PAGES }, (_, i) => roomImage(slugs.live, 0, i + 1, 800)));
  expect(page).toContain('alt="Page 6 of 12: Catalog 2026"');
  expect(page).toContain(`<object data="/r/${slugs.live}/files/1" type="application/pdf"`);
  expect(page).toContain(`href="/r/${slugs.live}/files/0?v=`);
  expect(metaContent(page, "og:image")).toBe(`${SITE}${roomImage(slugs.live, 0, 1, "800.jpg")}`);
  expect(metaContent(page, "og:image:type")).toBe("image/jpeg");
  expect(metaContent(page, "og:image:width")).toBe("800");
  expect(metaContent(page, "og:image:height")).toBe("1132");
  expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
  for (const id of ids) expect(page).not.toContain(id);
  expect(page).not.toContain(pdfName);
});

test("a page image: WebP, cached privately for an hour, HEAD without a body, both widths", async () => {
  const address = newAddress();
  const response = await image(address, roomImage(slugs.live, 0, 6, 1600));
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/webp");
  expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(new Uint8Array(await response.arrayBuffer())).toEqual(imageBytes(6, 1600));
  const head = await image(address, roomImage(slugs.live, 0, 6, 800), "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers.get("content-type")).toBe("image/webp");
  expect(await head.text()).toBe("");
});

test("the link preview's JPEG: made from the phone rendition, at that width only, never a 500", async () => {
  const address = newAddress();
  for (const pathname of [roomImage(slugs.live, 0, 1, "800.jpg"), `/asset/${slugs.share}/pages/1/800.jpg`]) {
    const response = await image(address, pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toBe("private, max-age=3600");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 80, height: 113 });
  }
  // Stored bytes that are no image (pages 2-12 here) give the page's 404, as does any other width.
  for (const [page, width] of [
    [2, "800.jpg"],
    [1, "1600.jpg"],
    [1, "800.JPG"],
    [1, "800.jpeg"],
    [1, "800.jpg.webp"],
  ])
    expect([page, width, (await image(address, roomImage(slugs.live, 0, page!, width!))).status]).toEqual([
      page,
      width,
      404,
    ]);
  expect((await image(address, roomImage(slugs.revoked, 0, 1, "800.jpg"))).status).toBe(410);
});

test("the share page's images and preview; a retired share's images are 410", async () => {
  const address = newAddress();
  const response = await get(`/asset/${slugs.share}`, { address });
  const page = await response.text();
  expect(metaContent(page, "og:image")).toBe(`${SITE}/asset/${slugs.share}/pages/1/800.jpg`);
  expect(page).toContain(`srcset="/asset/${slugs.share}/pages/1/800 800w, /asset/${slugs.share}/pages/1/1600 1600w"`);
  const shown = await image(address, `/asset/${slugs.share}/pages/12/800`);
  expect(shown.status).toBe(200);
  expect(new Uint8Array(await shown.arrayBuffer())).toEqual(imageBytes(12, 800));
  expect((await image(address, `/asset/${slugs.retired}/pages/1/800`)).status).toBe(410);
  for (const bad of ["0/800", "13/800", "99999/800", "1/801", "x/800", "1/8e2", "01/800", "-1/800", "1.0/800"])
    expect([bad, (await image(address, `/asset/${slugs.share}/pages/${bad}`)).status]).toEqual([bad, 404]);
  expect((await image(address, `/asset/nosuchslug/pages/1/800`)).status).toBe(404);
});

test("odd room image URLs are 404, a revoked or expired room's images 410, never a 500", async () => {
  const address = newAddress();
  const cases: [string, number][] = [
    [roomImage(slugs.live, 0, 0, 800), 404],
    [roomImage(slugs.live, 0, 13, 800), 404],
    [roomImage(slugs.live, 0, 99999, 800), 404],
    [roomImage(slugs.live, 0, 1, 801), 404],
    [roomImage(slugs.live, 0, "one", 800), 404],
    [roomImage(slugs.live, 0, 1, "wide"), 404],
    [roomImage(slugs.live, 1, 1, 800), 404], // pending render
    [roomImage(slugs.live, 2, 1, 800), 404], // a video
    [roomImage(slugs.live, 7, 1, 800), 404], // no such position
    [roomImage(slugs.live, "x", 1, 800), 404],
    [roomImage(slugs.live, "%00", 1, 800), 400], // the request gate's, before any route
    [roomImage("A".repeat(22), 0, 1, 800), 404],
    [roomImage(`${slugs.live}%2F..`, 0, 1, 800), 404],
    [`/r/${slugs.live}/files/0/pages/1/800/extra`, 404],
    [roomImage(slugs.revoked, 0, 1, 800), 410],
    [roomImage(slugs.expired, 0, 1, 800), 410],
    [roomImage(slugs.revoked, 0, 99, 800), 410], // a closed room says no more about its pages
    [roomImage(slugs.revoked, 0, 0, 800), 404], // a URL no page can have is refused first
  ];
  for (const [pathname, status] of cases)
    expect([pathname, (await image(address, pathname)).status]).toEqual([pathname, status]);
  // Another share's or room's pages are not reachable through this one: images are by position only.
  expect((await image(address, `/asset/${slugs.live}/pages/1/800`)).status).toBe(404);
});

test("page images have a budget of their own: a long read never locks the reader out of the page", async () => {
  const address = newAddress();
  for (let i = 0; i < PER_MINUTE; i++) {
    const response = await image(address, roomImage(slugs.live, 0, (i % PAGES) + 1, i % 2 ? 800 : 1600), "HEAD");
    expect(response.status).toBe(200);
  }
  const refused = await image(address, roomImage(slugs.live, 0, 1, 800));
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  expect((await get(`/r/${slugs.live}`, { address })).status).toBe(200);
});

/** The rep's own access token, signed with the server's key. */
async function repToken(): Promise<string> {
  const key = portalKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: rep.email, role: "authenticated", session_id: randomUUID() })
    .setProtectedHeader({
      alg: "ES256",
      kid: await calculateJwkThumbprint({ kty: key.kty, crv: key.crv, x: key.x, y: key.y }),
      typ: "JWT",
    })
    .setIssuer("rep-portal-auth")
    .setAudience("authenticated")
    .setSubject(rep.id)
    .setIssuedAt(now)
    .setExpirationTime(now + 900)
    .sign(await importJWK(key, "ES256"));
}

const pagesOf = (visitId: string, pages: { page: number; seconds: number }[]) => ({
  visitId,
  assets: [{ n: 0, seconds: 20, percent: null, pages }],
});
const humanVisits: string[] = [];

test("the beacon's page times: a human visit's are taken, a bot's or the rep's own refused", async () => {
  const address = newAddress();
  const bot = await openRoom(address, { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" });
  const own = await openRoom(address, { Authorization: `Bearer ${await repToken()}` });
  const human = await openRoom(address);
  humanVisits.push(human.visitId);
  const pages = [
    { page: 1, seconds: 3 },
    { page: 2, seconds: 500 }, // more than the time since the visit allows: capped
    { page: 6, seconds: 4 },
    { page: 40, seconds: 9 }, // beyond the document: ignored
  ];
  // Visits are written in order within about 100 ms: once the human one takes a report, the others exist.
  const taken = await pollUntil(
    () => report(slugs.live, pagesOf(human.visitId, pages), address),
    (response) => response.status === 204,
    { timeoutMs: 15_000, intervalMs: 100 },
  );
  expect(taken.status).toBe(204);
  for (const other of [bot, own])
    expect((await report(slugs.live, pagesOf(other.visitId, pages), address)).status).toBe(404);
  // A later report with less on page 6 lowers nothing.
  const later = pagesOf(human.visitId, [{ page: 6, seconds: 2 }]);
  expect((await report(slugs.live, later, address)).status).toBe(204);
  // The page times of a revoked room are not taken: a closed room's beacon answers 410, as its page.
  expect((await report(slugs.revoked, pagesOf(human.visitId, pages), address)).status).toBe(410);
});

test("odd page reports are answered 400 or 413, never 500", async () => {
  const address = newAddress();
  const visitId = humanVisits[0] ?? randomUUID();
  const bad: [unknown, number][] = [
    [pagesOf(visitId, [{ page: 0, seconds: 1 }]), 400],
    [pagesOf(visitId, [{ page: 99999, seconds: 1 }]), 400],
    [pagesOf(visitId, [{ page: "6", seconds: 1 }] as never), 400],
    [pagesOf(visitId, [{ page: 6, seconds: -4 }]), 400],
    [pagesOf(visitId, [{ page: 6, seconds: 1e12 }]), 400],
    [
      pagesOf(visitId, [
        { page: 2, seconds: 1 },
        { page: 2, seconds: 1 },
      ]),
      400,
    ],
    [{ visitId, assets: [{ n: 0, seconds: 1, percent: null, pages: "all" }] }, 400],
    [
      pagesOf(
        visitId,
        Array.from({ length: 301 }, (_, i) => ({ page: (i % 300) + 1, seconds: 1 })),
      ),
      400,
    ],
    [JSON.stringify(pagesOf(visitId, [])) + " ".repeat(40_000), 413],
    ["{not json", 400],
  ];
  for (const [body, status] of bad) {
    const response = await report(slugs.live, body, address);
    expect([String(body).slice(0, 40), response.status]).toEqual([String(body).slice(0, 40), status]);
  }
  const share = await fetch(`${server.url}/asset/${slugs.share}/engagement`, {
    method: "POST",
    body: JSON.stringify({ openId: randomUUID(), seconds: 1, pages: [{ page: 0, seconds: 1 }] }),
    headers: { "Content-Type": "text/plain;charset=UTF-8", "X-Forwarded-For": address },
  });
  expect(share.status).toBe(400);
});

test("what the server kept: page times of the human visit only, and no image counted as a visit", async () => {
  await server.stop(); // writes what is buffered
  stopped = true;
  const { db, close } = await openDatabase(own.target);
  try {
    const [room] = await db.select().from(rooms).where(eq(rooms.slug, slugs.live));
    const visits = await db.select().from(roomVisits).where(eq(roomVisits.roomId, room!.id));
    // The room page was served five times above (one of them a bot's, one the rep's own); the
    // dozens of images fetched are no visits of any class.
    expect(visits.map((v) => v.hitClass).sort()).toEqual(["bot", "human", "human", "human", "own"]);
    const human = visits.find((v) => v.visitId === humanVisits[0])!;
    const rows = await db
      .select({ visitId: roomPageViews.visitId, page: roomPageViews.page, seconds: roomPageViews.seconds })
      .from(roomPageViews)
      .innerJoin(roomVisits, eq(roomVisits.id, roomPageViews.visitId))
      .where(and(eq(roomVisits.roomId, room!.id)))
      .orderBy(asc(roomPageViews.page));
    expect(rows.map((r) => [r.visitId, r.page])).toEqual([
      [human.id, 1],
      [human.id, 2],
      [human.id, 6],
    ]);
    expect(rows[0]!.seconds).toBe(3);
    expect(rows[1]!.seconds).toBeGreaterThanOrEqual(5);
    expect(rows[1]!.seconds).toBeLessThan(60);
    expect(rows[2]!.seconds).toBe(4);
  } finally {
    await close();
  }
});

/**
 * The public room page /r/{slug}, its beacon and its files over HTTP (docs/rooms.md). The rooms are
 * written into the database before a server of this file's own starts on it (the rep's room service
 * is not what is tested here, and PGlite has one process at a time); what the server recorded is
 * read back once it has stopped, after its last write.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { openDatabase } from "@/lib/server/platform/db/client";
import {
  assets,
  brands,
  notifications,
  profiles,
  roomAssets,
  roomAssetViews,
  rooms,
  roomVisits,
} from "@/lib/server/platform/db/schema";
import { createProfile } from "@/lib/server/auth/profiles";
import { BROWSER_NAVIGATION_HEADERS, OLD_SAFARI_NAVIGATION_HEADERS } from "../helpers/navigation-headers";
import { pollUntil } from "../helpers/poll";
import { publicPageToken } from "./portal";
import { ownDatabase, type OwnDatabase } from "./own-database";
import { startSecondServer, type RunningServer } from "./second-server";

let own: OwnDatabase;
let server: RunningServer;
let stopped = false;
const rep = { id: randomUUID(), email: `room.rep.${Date.now()}@example.com` };
/** A rep deleted since they made their room. */
const departed = { id: randomUUID(), email: `room.departed.${Date.now()}@example.com` };
type RoomKind = "live" | "revoked" | "expired" | "emailed" | "forwarded" | "kept" | "alerted" | "safari" | "departed";
const slugs = {} as Record<RoomKind, string>;
const revokedVisit = randomUUID();
const ids: string[] = [];
const NOTE = "Hello Jane,\nhere is <b>everything</b> we discussed.";
const TITLES = ["Price List 2026", "Demo video", "Product photo"];

/** The rep, a brand, three assets and the rooms of the tests, written before the server starts. */
async function seed(): Promise<void> {
  const { db, close } = await openDatabase(own.target);
  await createProfile(db, { id: rep.id, email: rep.email, role: "rep", firstName: "Riley", lastName: "Rep" });
  await createProfile(db, { id: departed.id, email: departed.email, role: "rep", firstName: "Dana", lastName: "Gone" });
  await db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, departed.id));
  const [brand] = await db
    .insert(brands)
    .values({
      code: "roomtest",
      name: "Acme Tools",
      primaryColor: "#0f766e",
      secondaryColor: "#111111",
      lightColor: "#eeeeee",
    })
    .returning();
  const made = await db
    .insert(assets)
    .values([
      { title: TITLES[0]!, type: "pdf", url: "/samples/price-list.pdf" },
      { title: TITLES[1]!, type: "video", url: "https://cdn.example.com/demo.mp4", duration: "4:00" },
      { title: TITLES[2]!, type: "image", url: "/samples/band-program-flyer.svg" },
    ])
    .returning({ id: assets.id });
  ids.push(rep.id, brand!.id, ...made.map((a) => a.id));
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const kinds = {
    live: { note: NOTE, recipientCompany: "Acme" },
    revoked: { revokedAt: new Date() },
    expired: { expiresOn: yesterday },
    // Within the scanner window (SHARE_SCANNER_WINDOW_SECONDS below) of its e-mail for the whole test.
    emailed: { emailedAt: new Date() },
    forwarded: {},
    kept: {},
    alerted: { recipientName: "Alex Alert", recipientCompany: "Acme" },
    safari: {},
    departed: { userId: departed.id },
  };
  for (const [kind, values] of Object.entries(kinds)) {
    const slug = randomBytes(16).toString("base64url");
    slugs[kind as keyof typeof slugs] = slug;
    const [room] = await db
      .insert(rooms)
      .values({ slug, userId: rep.id, brandId: brand!.id, recipientName: "Jane Smith", ...values })
      .returning({ id: rooms.id });
    ids.push(room!.id);
    await db.insert(roomAssets).values(made.map((a, position) => ({ roomId: room!.id, assetId: a.id, position })));
  }
  // The revoked room was read for 12 s an hour before its revocation.
  const [revoked] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.slug, slugs.revoked));
  const [read] = await db
    .insert(roomVisits)
    .values({
      roomId: revoked!.id,
      occurredAt: new Date(Date.now() - 3_600_000),
      userAgentClass: "desktop",
      hitClass: "human",
      reason: "person",
      visitId: revokedVisit,
    })
    .returning({ id: roomVisits.id });
  await db.insert(roomAssetViews).values({ visitId: read!.id, assetId: made[0]!.id, seconds: 12 });
  await close();
  // Closed, so the server may have the directory (PGlite's lock is otherwise held until this process exits).
  fs.rmSync(path.join(own.dataDir, "portal.lock"), { force: true });
}

beforeAll(async () => {
  own = await ownDatabase("portal_rooms");
  await seed();
  server = await startSecondServer({
    ...own.env,
    AUTH_JWT_PRIVATE_KEY: process.env.PORTAL_JWK ?? "",
    SITE_URL: "",
    SUPABASE_URL: "",
    TRUSTED_PROXY_HOPS: "1",
    SHARE_SCANNER_WINDOW_SECONDS: "3600",
    PUBLIC_HITS_PER_MINUTE: "600",
  });
});

afterAll(async () => {
  if (!stopped) await server?.stop();
  await own?.remove();
});

/** A request from one address (the proxy hop is trusted), as a browser's top-level navigation by default. */
function visit(pathname: string, init: RequestInit & { address?: string } = {}): Promise<Response> {
  const headers = new Headers(BROWSER_NAVIGATION_HEADERS);
  new Headers(init.headers).forEach((value, name) => headers.set(name, value));
  headers.set("X-Forwarded-For", init.address ?? "10.9.8.7");
  return fetch(`${server.url}${pathname}`, { ...init, headers, redirect: "manual" });
}

const report = (slug: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/r/${slug}/engagement`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "text/plain;charset=UTF-8", "X-Forwarded-For": "10.9.8.7", ...headers },
  });

/** Polls a report until the visit is written (within about 100 ms of being served). */
const taken = (slug: string, body: unknown) =>
  pollUntil(
    () => report(slug, body),
    (response) => response.status === 204,
    { timeoutMs: 15_000, intervalMs: 100 },
  );

/** The page's visit id and the device cookie it set, if any. */
async function openRoom(slug: string, init: RequestInit & { address?: string } = {}) {
  const response = await visit(`/r/${slug}`, init);
  const page = await response.text();
  expect(response.status).toBe(200);
  const visitId = /<script data-visit="([0-9a-f-]{36})"/.exec(page)?.[1];
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  return { response, page, visitId: visitId!, cookie };
}

/** The rep's own access token, as a signed-in browser sends it. */
const repToken = () => publicPageToken(rep);

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

test("a live room: brand, note, assets in order, rep card; noindex, strict CSP, no ids", async () => {
  const { response, page, visitId, cookie } = await openRoom(slugs.live);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(page).toContain("--brand: #0f766e;");
  expect(page).toContain('<p class="note">Hello Jane,\nhere is &lt;b&gt;everything&lt;/b&gt; we discussed.</p>');
  const shown = [...page.matchAll(/<h2 id="asset-\d+">([^<]+)<\/h2>/g)].map((m) => m[1]);
  expect(shown).toEqual(TITLES);
  expect(page).toContain('<object data="/r/' + slugs.live + '/files/0" type="application/pdf"');
  expect(page).toContain('<video controls preload="metadata" playsinline src="/r/' + slugs.live + '/files/1"');
  expect(page).toContain(`<img src="/r/${slugs.live}/files/2" alt="Product photo">`);
  expect(page).toContain(`href="/r/${slugs.live}/files/0?v=${visitId}" download`);
  expect(page).toContain('<p class="rep-name">Riley Rep</p>');
  expect(page).toContain(`<a href="mailto:${rep.email}">${rep.email}</a>`);
  expect(page).toContain(`href="mailto:${rep.email}?subject=`);
  // The only id in the page is this visit's own.
  expect(new Set(page.match(UUID))).toEqual(new Set([visitId]));
  for (const id of ids) expect(page).not.toContain(id);
  for (const other of [slugs.revoked, slugs.alerted]) expect(page).not.toContain(other);

  const csp = response.headers.get("content-security-policy") ?? "";
  const script = /<script [^>]*>([\s\S]*?)<\/script>/.exec(page)![1]!;
  const style = /<style>([\s\S]*?)<\/style>/.exec(page)![1]!;
  expect(csp).toContain(`script-src 'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  expect(csp).toContain(`style-src 'sha256-${createHash("sha256").update(style).digest("base64")}'`);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");

  expect(cookie).toMatch(/^room_device=[A-Za-z0-9_-]{22}$/);
  expect(response.headers.get("set-cookie")).toMatch(
    new RegExp(`; Path=/r/${slugs.live}; Max-Age=34560000; HttpOnly; SameSite=Lax$`),
  );
  // A browser that has the cookie is not given another.
  expect((await openRoom(slugs.live, { headers: { Cookie: cookie! } })).cookie).toBeUndefined();
});

test("an unknown room is a 404 that names a room; HEAD gets the head without a body", async () => {
  const missing = await visit("/r/no-such-room-at-all-here");
  expect(missing.status).toBe(404);
  expect(missing.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect(await missing.text()).toContain("<h1>This room could not be found.</h1>");
  const head = await visit(`/r/${slugs.live}`, { method: "HEAD", address: "10.9.8.99" });
  expect(head.status).toBe(200);
  expect(head.headers.get("content-security-policy")).toContain("script-src 'sha256-");
  expect(await head.text()).toBe("");
  expect((await visit("/r/no-such-room-at-all-here", { method: "HEAD" })).status).toBe(404);
});

test.each([["revoked"], ["expired"]] as const)(
  "a %s room answers 410 with the rep's card and no assets",
  async (kind) => {
    const response = await visit(`/r/${slugs[kind]}`);
    expect(response.status).toBe(410);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("set-cookie")).toBeNull();
    const page = await response.text();
    expect(page).toContain("This room is no longer available.");
    expect(page).toContain('<p class="brand">Acme Tools</p>');
    expect(page).toContain('<p class="rep-name">Riley Rep</p>');
    expect(page).toContain(`href="mailto:${rep.email}?subject=`);
    for (const title of TITLES) expect(page).not.toContain(title);
    expect(page.match(UUID)).toBeNull();
    expect((await visit(`/r/${slugs[kind]}/files/0`)).status).toBe(410);
  },
);

test("a deleted rep's room answers 410 with the brand alone; its files and beacon too", async () => {
  const response = await visit(`/r/${slugs.departed}`);
  expect(response.status).toBe(410);
  expect(response.headers.get("set-cookie")).toBeNull();
  const page = await response.text();
  expect(page).toContain("This room is no longer available.");
  expect(page).toContain("Please contact Acme Tools for a new link.");
  for (const gone of ["Dana", departed.email, ...TITLES]) expect(page).not.toContain(gone);
  expect((await visit(`/r/${slugs.departed}/files/0`)).status).toBe(410);
  const beacon = await report(slugs.departed, { visitId: randomUUID(), assets: [{ n: 0, seconds: 5 }] });
  expect(beacon.status).toBe(410);
  expect(((await beacon.json()) as { error: { code: string } }).error.code).toBe("room_closed");
});

test("a revoked room's old visit takes no report: 410, its seconds kept", async () => {
  const response = await report(slugs.revoked, { visitId: revokedVisit, assets: [{ n: 0, seconds: 522 }] });
  expect(response.status).toBe(410);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
    "This room is no longer available.",
  );
});

/** A request as Safari on iOS 15 sends it: no Sec-Fetch-* at all. */
const fromOldSafari = (pathname: string, userAgent: string = OLD_SAFARI_NAVIGATION_HEADERS["User-Agent"]) =>
  fetch(`${server.url}${pathname}`, {
    headers: { ...OLD_SAFARI_NAVIGATION_HEADERS, "User-Agent": userAgent, "X-Forwarded-For": "10.7.7.7" },
    redirect: "manual",
  });

test("Safari before 16.4 sends no Fetch Metadata: its visit counts by Accept and language, one download", async () => {
  const opened = await fromOldSafari(`/r/${slugs.safari}`);
  expect(opened.status).toBe(200);
  const visitId = /<script data-visit="([0-9a-f-]{36})"/.exec(await opened.text())![1]!;
  // The beacon takes only a human visit's report.
  expect((await taken(slugs.safari, { visitId, assets: [{ n: 0, seconds: 1 }] })).status).toBe(204);
  for (let click = 0; click < 3; click++) {
    expect((await fromOldSafari(`/r/${slugs.safari}/files/0?v=${visitId}`)).status).toBe(302);
  }
  safariVisit = visitId;
  // The same headers under a current Safari's name are a script's: Safari 16.4+ sends Sec-Fetch-Dest.
  const current =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
    "Version/17.5 Mobile/15E148 Safari/604.1";
  expect((await fromOldSafari(`/r/${slugs.safari}`, current)).status).toBe(200);
});
let safariVisit = "";

test.each([
  [{ assets: [{ n: 0, seconds: -1 }] }, "seconds cannot be negative."],
  [{ assets: [{ n: 0, seconds: 1e9 }] }, "seconds cannot be more than 86400."],
  [{ assets: [{ n: 0, seconds: "ten" }] }, "seconds must be a number."],
  [{ assets: [{ n: 0, seconds: 5, percent: 250 }] }, "percent must be between 0 and 100."],
  [{ assets: [{ n: 20, seconds: 5 }] }, "n must be the position of an asset in the room."],
  [{ assets: [{ n: 1.5, seconds: 5 }] }, "n must be the position of an asset in the room."],
  [{ assets: "all" }, "assets must be a list of the room's assets."],
  [
    {
      assets: [
        { n: 0, seconds: 1 },
        { n: 0, seconds: 2 },
      ],
    },
    "Each asset can be reported once.",
  ],
  [{ visitId: "x", assets: [] }, "visitId must be the id of a visit of this room."],
])("the report %j is a 400: %s", async (fields, message) => {
  const response = await report(slugs.live, { visitId: randomUUID(), ...fields });
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: { message: string } }).error.message).toContain(message);
});

test("malformed, oversized and cross-site reports are refused; an unknown visit or room is a 404", async () => {
  const { visitId } = await openRoom(slugs.live);
  expect((await report(slugs.live, "{assets")).status).toBe(400);
  const huge = JSON.stringify({ visitId, assets: [], pad: "x".repeat(40_000) });
  expect((await report(slugs.live, huge)).status).toBe(413);
  const forged = await report(
    slugs.live,
    { visitId, assets: [] },
    { Cookie: "sb-portal-auth-token=base64-e30", Origin: "https://attacker.example", "Sec-Fetch-Site": "cross-site" },
  );
  expect(forged.status).toBe(403);
  expect((await report(slugs.live, { visitId: randomUUID(), assets: [] })).status).toBe(404);
  expect((await report("no-such-room-at-all-here", { visitId, assets: [] })).status).toBe(404);
});

test("a download from the page counts on its visit; a view or another site's link does not", async () => {
  const { visitId } = await openRoom(slugs.live, { address: "10.9.8.20" });
  expect((await taken(slugs.live, { visitId, assets: [{ n: 1, seconds: 2, percent: 1 }] })).status).toBe(204);
  const fromPage = { "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Dest": "document" };
  const download = await visit(`/r/${slugs.live}/files/0?v=${visitId}`, { headers: fromPage });
  expect(download.status).toBe(302);
  expect(download.headers.get("location")).toBe("/samples/price-list.pdf");
  expect((await visit(`/r/${slugs.live}/files/1?v=${visitId}`, { headers: fromPage })).headers.get("location")).toBe(
    "https://cdn.example.com/demo.mp4",
  );
  expect((await visit(`/r/${slugs.live}/files/0`, { headers: fromPage })).status).toBe(302);
  expect((await visit(`/r/${slugs.live}/files/0?v=${visitId}`)).status).toBe(302); // cross-site
  expect((await visit(`/r/${slugs.live}/files/7?v=${visitId}`, { headers: fromPage })).status).toBe(404);
  expect((await visit(`/r/${slugs.live}/files/x`, { headers: fromPage })).status).toBe(404);
  downloadVisit = visitId;
});
let downloadVisit = "";

test("the recipient's device is kept; a second device marks the room possibly forwarded", async () => {
  const first = await openRoom(slugs.forwarded, { address: "10.1.1.1" });
  await openRoom(slugs.forwarded, { address: "10.1.1.1", headers: { Cookie: first.cookie! } });
  const second = await openRoom(slugs.forwarded, { address: "10.2.2.2" });
  expect(second.cookie).not.toEqual(first.cookie);
  forwardedDevices.push(first.cookie!.split("=")[1]!, second.cookie!.split("=")[1]!);
  const kept = await openRoom(slugs.kept, { address: "10.5.5.5" });
  await openRoom(slugs.kept, { address: "10.6.6.6", headers: { Cookie: kept.cookie! } });
});
const forwardedDevices: string[] = [];

test("the rep's own visits and a scanner's right after the e-mail do not count", async () => {
  await openRoom(slugs.alerted, { headers: { Authorization: `Bearer ${await repToken()}` } });
  await openRoom(slugs.emailed, { address: "10.3.3.3" });
});

test("the first human visit of a room each day sends the rep one alert e-mail naming what was opened", async () => {
  await openRoom(slugs.alerted, { address: "10.4.4.4" });
  await openRoom(slugs.alerted, { address: "10.4.4.5" });
  const outbox = path.join(own.dataDir, "outbox");
  const mails = () =>
    (fs.existsSync(outbox) ? fs.readdirSync(outbox) : [])
      .map((file) => fs.readFileSync(path.join(outbox, file), "utf8").replace(/=\r?\n/g, ""))
      .filter((text) => text.includes(`To: ${rep.email}`) && text.includes("Alex Alert"));
  const sent = await pollUntil(mails, (list) => list.length >= 1, { timeoutMs: 15_000, intervalMs: 200 });
  expect(sent).toHaveLength(1);
  expect(sent[0]).toContain("Subject: Alex Alert (Acme) opened your room today");
  expect(sent[0]).toContain("Alex Alert (Acme) opened your room for the first time today: ");
  expect(sent[0]).toContain(`What they opened: ${TITLES.join(", ")}.`);
});

test("what the server recorded: counts, classes, devices, downloads and one alert a day", async () => {
  await server.stop(); // writes what is buffered
  stopped = true;
  const { db, close } = await openDatabase(own.target);
  try {
    const room = async (kind: RoomKind) => (await db.select().from(rooms).where(eq(rooms.slug, slugs[kind])))[0]!;
    const classes = async (kind: RoomKind) =>
      (
        await db
          .select()
          .from(roomVisits)
          .where(eq(roomVisits.roomId, (await room(kind)).id))
      ).map((v) => [v.hitClass, v.reason]);

    const forwarded = await room("forwarded");
    expect(forwarded).toMatchObject({ visitCount: 3, firstDevice: forwardedDevices[0] });
    expect(forwarded.forwardedAt).not.toBeNull();
    const devices = await db.select().from(roomVisits).where(eq(roomVisits.roomId, forwarded.id));
    expect(devices.map((v) => v.device).sort()).toEqual([...forwardedDevices, forwardedDevices[0]].sort());

    // One device from two addresses is one recipient.
    expect(await room("kept")).toMatchObject({ visitCount: 2, forwardedAt: null });
    expect(await classes("live")).toContainEqual(["head", "head_request"]);
    expect(await classes("emailed")).toEqual([["scanner", "scanner_after_email"]]);
    expect((await room("emailed")).visitCount).toBe(0);
    expect(await classes("alerted")).toContainEqual(["own", "own_session"]);
    expect((await room("alerted")).visitCount).toBe(2);
    expect(await classes("revoked")).toEqual([["human", "person"]]);
    expect(await classes("departed")).toEqual([]);
    expect((await classes("safari")).sort()).toEqual([
      ["bot", "not_a_navigation"],
      ["human", "person"],
    ]);
    const [safari] = await db.select().from(roomVisits).where(eq(roomVisits.visitId, safariVisit));
    expect(await db.select().from(roomAssetViews).where(eq(roomAssetViews.visitId, safari!.id))).toEqual([
      expect.objectContaining({ assetId: ids[2], seconds: 1, downloads: 1 }),
    ]);
    const [old] = await db.select().from(roomVisits).where(eq(roomVisits.visitId, revokedVisit));
    expect(await db.select().from(roomAssetViews).where(eq(roomAssetViews.visitId, old!.id))).toEqual([
      expect.objectContaining({ seconds: 12 }),
    ]);

    const [visit] = await db.select().from(roomVisits).where(eq(roomVisits.visitId, downloadVisit));
    const views = await db.select().from(roomAssetViews).where(eq(roomAssetViews.visitId, visit!.id));
    expect(views.map((v) => [ids.indexOf(v.assetId) - 2, v.downloads, v.furthestPercent]).sort()).toEqual([
      [0, 1, null],
      [1, 1, 1],
    ]);

    const alerts = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, rep.id), eq(notifications.target, "room")));
    expect(alerts.filter((n) => n.title === "Alex Alert (Acme)")).toHaveLength(1);
  } finally {
    await close();
  }
});

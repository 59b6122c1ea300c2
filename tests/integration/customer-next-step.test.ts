/**
 * The customer's next step on the public pages (docs/rooms.md, docs/sharing.md): the rep's phone as
 * tel:/sms: links and the brand's call to action on /r/{slug} and /asset/{slug}, whose click goes
 * through /r/{slug}/cta or /asset/{slug}/cta (recorded once for a person, never for a scanner, a bot,
 * a HEAD or the rep) to the brand's stored address only, with the page's slug. The data is written
 * before a server of this file's own starts on it; what it recorded is read back once it stopped.
 */
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { openDatabase } from "@/lib/server/platform/db/client";
import { assets, brands, ctaClicks, profiles, roomAssets, rooms, shareLinks } from "@/lib/server/platform/db/schema";
import { createProfile } from "@/lib/server/auth/profiles";
import { getRoomDetail } from "@/lib/server/rooms/room-detail";
import { repActivity } from "@/lib/server/engagement/rep-activity";
import { BROWSER_NAVIGATION_HEADERS } from "../helpers/navigation-headers";
import { publicPageToken } from "./portal";
import { ownDatabase, type OwnDatabase } from "./own-database";
import { startSecondServer, type RunningServer } from "./second-server";

let own: OwnDatabase;
let server: RunningServer;
let stopped = false;
const rep = { id: randomUUID(), email: `next.rep.${Date.now()}@example.com` };
/** A rep whose phone was written around validation (an older row): the page still escapes it. */
const oddRep = { id: randomUUID(), email: `next.odd.${Date.now()}@example.com` };
const CTA_LABEL = 'Start your "rental" <now>';
const CTA_URL = "https://quotes.example.com/start?src=portal";
const slugs = { room: "", plainRoom: "", revokedRoom: "", oddRoom: "", share: "", plainShare: "" };

async function seed(): Promise<void> {
  const { db, close } = await openDatabase(own.target);
  await createProfile(db, { id: rep.id, email: rep.email, role: "rep", firstName: "Riley", lastName: "Rep" });
  await createProfile(db, { id: oddRep.id, email: oddRep.email, role: "rep", firstName: "Odd", lastName: "Rep" });
  await db.update(profiles).set({ phone: "+1 (555) 010-1234" }).where(eq(profiles.id, rep.id));
  await db.update(profiles).set({ phone: '555<script>"1' }).where(eq(profiles.id, oddRep.id));
  const colors = { primaryColor: "#0f766e", secondaryColor: "#111111", lightColor: "#eeeeee" };
  const [withCta, plain] = await db
    .insert(brands)
    .values([
      { code: "nextcta", name: "Acme Rentals", ...colors, ctaLabel: CTA_LABEL, ctaUrl: CTA_URL },
      { code: "nextplain", name: "Plain Brand", ...colors },
    ])
    .returning({ id: brands.id });
  const [asset] = await db
    .insert(assets)
    .values({ title: "Price List 2026", type: "image", url: "/samples/band-program-flyer.svg" })
    .returning({ id: assets.id });
  const room = async (slug: string, values: Partial<typeof rooms.$inferInsert>) => {
    await db
      .insert(rooms)
      .values({ slug, userId: rep.id, brandId: withCta!.id, recipientName: "Jane Smith", ...values });
    const [made] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.slug, slug));
    await db.insert(roomAssets).values({ roomId: made!.id, assetId: asset!.id, position: 0 });
  };
  for (const key of Object.keys(slugs) as (keyof typeof slugs)[]) slugs[key] = randomBytes(16).toString("base64url");
  await room(slugs.room, {});
  await room(slugs.plainRoom, { brandId: plain!.id });
  await room(slugs.revokedRoom, { revokedAt: new Date() });
  await room(slugs.oddRoom, { userId: oddRep.id });
  await db.insert(shareLinks).values([
    { slug: slugs.share, assetId: asset!.id, userId: rep.id, brandId: withCta!.id },
    { slug: slugs.plainShare, assetId: asset!.id, userId: rep.id, brandId: plain!.id },
  ]);
  await close();
  fs.rmSync(path.join(own.dataDir, "portal.lock"), { force: true });
}

beforeAll(async () => {
  own = await ownDatabase("portal_next_step");
  await seed();
  server = await startSecondServer({
    ...own.env,
    AUTH_JWT_PRIVATE_KEY: process.env.PORTAL_JWK ?? "",
    SITE_URL: "",
    SUPABASE_URL: "",
    TRUSTED_PROXY_HOPS: "1",
    PUBLIC_HITS_PER_MINUTE: "600",
  });
});

afterAll(async () => {
  if (!stopped) await server?.stop();
  await own?.remove();
});

/** A browser's top-level navigation from one address (the proxy hop is trusted). */
function visit(pathname: string, init: RequestInit & { address?: string } = {}): Promise<Response> {
  const headers = new Headers(BROWSER_NAVIGATION_HEADERS);
  new Headers(init.headers).forEach((value, name) => headers.set(name, value));
  headers.set("X-Forwarded-For", init.address ?? "10.6.5.4");
  return fetch(`${server.url}${pathname}`, { ...init, headers, redirect: "manual" });
}

/** The rep's own access token, as a signed-in browser sends it. */
const repToken = () => publicPageToken(rep);

const ESCAPED_LABEL = "Start your &quot;rental&quot; &lt;now&gt;";
const PHONE_LINKS = '<p class="rep-phone"><a href="tel:+15550101234">+1 (555) 010-1234</a></p>';

async function openPage(pathname: string, idPattern: RegExp) {
  const response = await visit(pathname);
  expect(response.status).toBe(200);
  const page = await response.text();
  return { response, page, openId: idPattern.exec(page)![1]! };
}
const openRoom = (slug: string) => openPage(`/r/${slug}`, /<script data-visit="([0-9a-f-]{36})"/);
const openShare = (slug: string) => openPage(`/asset/${slug}`, /<script data-open="([0-9a-f-]{36})"/);

test("the room page: the rep's phone as tel: and sms: links, the brand's call to action via the portal", async () => {
  const { response, page, openId } = await openRoom(slugs.room);
  expect(page).toContain(PHONE_LINKS);
  expect(page).toContain('<a class="button secondary" href="tel:+15550101234">');
  expect(page).toContain('<a class="button secondary" href="sms:+15550101234">');
  expect(page).toContain(`<a class="button cta" href="/r/${slugs.room}/cta?o=${openId}">${ESCAPED_LABEL}</a>`);
  expect(page).not.toContain(CTA_URL);
  expect(page).not.toContain("quotes.example.com");
  // Still the page's strict policy: no script but the beacon, no form, no other origin to connect to.
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("connect-src 'self';");
  expect(page.match(/<script/g)).toHaveLength(1);
});

test("the share page shows the same, its call to action through /asset/{slug}/cta", async () => {
  const { page, openId } = await openShare(slugs.share);
  expect(page).toContain(PHONE_LINKS);
  expect(page).toContain('href="sms:+15550101234"');
  expect(page).toContain(`<a class="button cta" href="/asset/${slugs.share}/cta?o=${openId}">${ESCAPED_LABEL}</a>`);
  expect(page).not.toContain("quotes.example.com");
});

test("a brand without a call to action shows no button, and its /cta is a 404; a revoked room's is a 410", async () => {
  const room = await openRoom(slugs.plainRoom);
  expect(room.page).not.toContain('class="button cta"');
  expect(room.page).toContain(PHONE_LINKS);
  expect((await openShare(slugs.plainShare)).page).not.toContain('class="button cta"');
  const roomCta = await visit(`/r/${slugs.plainRoom}/cta?o=${room.openId}`);
  expect(roomCta.status).toBe(404);
  expect(roomCta.headers.get("location")).toBeNull();
  expect((await visit(`/asset/${slugs.plainShare}/cta`)).status).toBe(404);
  expect((await visit(`/r/${slugs.revokedRoom}/cta`)).status).toBe(410);
  expect((await visit("/r/no-such-room-at-all-here/cta")).status).toBe(404);
  expect((await visit("/asset/no-such-share/cta")).status).toBe(404);
});

test("a phone stored around validation is escaped in the page and dials only its digits", async () => {
  const { page } = await openRoom(slugs.oddRoom);
  expect(page).toContain('<p class="rep-phone"><a href="tel:5551">555&lt;script&gt;&quot;1</a></p>');
  expect(page).toContain('href="sms:5551"');
  expect(page).not.toContain("<script>");
});

/** Room click ids, kept for the check of what was recorded. */
const clicked = { room: "", share: "", bot: "", scanner: "", head: "", own: "" };

test("a person's click goes to the brand's stored address with roomSlug; a second click is the same", async () => {
  const { openId } = await openRoom(slugs.room);
  clicked.room = openId;
  const location = `https://quotes.example.com/start?src=portal&roomSlug=${slugs.room}`;
  for (let click = 0; click < 2; click++) {
    const response = await visit(`/r/${slugs.room}/cta?o=${openId}`, { headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(location);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  }
});

test("the share's click carries shareSlug", async () => {
  const { openId } = await openShare(slugs.share);
  clicked.share = openId;
  const response = await visit(`/asset/${slugs.share}/cta?o=${openId}`);
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe(`https://quotes.example.com/start?src=portal&shareSlug=${slugs.share}`);
});

test("nothing in the request chooses where the click goes: no open redirect", async () => {
  for (const query of [
    "?o=x&url=https://evil.example/",
    "?next=//evil.example&roomSlug=forged",
    "?o=%0d%0aLocation:%20https://evil.example/",
  ]) {
    const response = await visit(`/r/${slugs.room}/cta${query}`, { address: "10.6.5.99" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`https://quotes.example.com/start?src=portal&roomSlug=${slugs.room}`);
  }
});

test("a bot's, a mail scanner's, a HEAD's and the rep's own click still go on, but are not recorded", async () => {
  const ids = { bot: randomUUID(), scanner: randomUUID(), head: randomUUID(), own: randomUUID() };
  Object.assign(clicked, ids);
  const cta = (id: string) => `/r/${slugs.room}/cta?o=${id}`;
  const answers = [
    await visit(cta(ids.bot), { headers: { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" } }),
    await visit(cta(ids.scanner), { headers: { "User-Agent": "Mozilla/5.0 Proofpoint URL Defense" } }),
    await visit(cta(ids.head), { method: "HEAD" }),
    await visit(cta(ids.own), { headers: { Authorization: `Bearer ${await repToken()}` } }),
  ];
  expect(answers.map((response) => response.status)).toEqual([302, 302, 302, 302]);
});

test("what was recorded: one click per open, with its label; the timeline and the share's card show it", async () => {
  await server.stop();
  stopped = true;
  const { db, close } = await openDatabase(own.target);
  try {
    const rows = await db.select().from(ctaClicks);
    const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.slug, slugs.room));
    const [share] = await db.select({ id: shareLinks.id }).from(shareLinks).where(eq(shareLinks.slug, slugs.share));
    expect(
      rows
        .map((row) => [row.openId, row.roomId, row.shareLinkId, row.label])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual(
      [
        [clicked.room, room!.id, null, CTA_LABEL],
        [clicked.share, null, share!.id, CTA_LABEL],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const detail = await getRoomDetail(db, { id: rep.id, role: "rep" }, room!.id, "http://localhost");
    const withClick = detail.timeline.filter((visit) => visit.clicked !== null);
    expect(withClick).toHaveLength(1);
    expect(withClick[0]).toMatchObject({ hitClass: "human", clicked: CTA_LABEL });
    const activity = await repActivity(db, { id: rep.id, role: "rep" });
    const shareCards = new Map(activity.shares.map((card) => [card.shareSlug, card.engagement]));
    expect(shareCards.get(slugs.share)).toMatchObject({ nextStepClicks: 1, nextStepLabel: CTA_LABEL });
    expect(shareCards.get(slugs.plainShare)).toMatchObject({ nextStepClicks: 0, nextStepLabel: null });
  } finally {
    await close();
  }
});

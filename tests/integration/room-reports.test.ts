import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import type { RecentQuote, RepFunnelRow } from "@/lib/contract/admin-reports";
import { loadAuthKeys } from "@/lib/server/auth/keys";
import { openDatabase } from "@/lib/server/platform/db/client";
import { localDiskStore } from "@/lib/server/platform/storage/local-disk";
import { assets, brands, profiles, trackedLinks } from "@/lib/server/platform/db/schema";
import { seedBrands } from "@/lib/server/seed/brand-seed";
import { DEMO_ADMIN, DEMO_REP, seedDemo } from "@/lib/server/seed/demo";
import { csvRows } from "../helpers/csv-rows";
import { only } from "../helpers/library-fixtures";
import { insertRoomRow, insertRoomVisit } from "../helpers/room-rows";
import { QUOTES_SECRET } from "./portal";
import { migratedDataDir } from "./own-database";
import { startSecondServer, type RunningServer } from "./second-server";

// Rooms are made by their own API and visited through their page; this file only needs rows in the
// database, so it writes a data directory (the demo's users, one room with visits), then serves it.

let server: RunningServer;
let admin: string;
let repId: string;
let room: { id: string; slug: string };
let linkSlug: string;
let viewedTitle: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  const dataDir = migratedDataDir("portal_room_reports");
  const database = await openDatabase({ kind: "pglite", dataDir });
  const { db } = database;
  await seedBrands(db);
  const authKeys = await loadAuthKeys(db, undefined);
  await seedDemo(
    { env: { SUPABASE_URL: undefined, SUPABASE_SERVICE_ROLE_KEY: undefined }, db, authKeys },
    localDiskStore(dataDir),
  );
  repId = only(await db.select().from(profiles).where(eq(profiles.email, DEMO_REP.email))).id;
  linkSlug = only(await db.select().from(trackedLinks).where(eq(trackedLinks.createdBy, repId))).slug;
  const brand = only(await db.select().from(brands).orderBy(asc(brands.code)).limit(1));
  const [first, second] = await db.select().from(assets).orderBy(asc(assets.title)).limit(2);
  viewedTitle = first!.title;
  room = await insertRoomRow(db, { userId: repId, brandId: brand.id, assetIds: [second!.id, first!.id] });
  await insertRoomVisit(db, { roomId: room.id, at: new Date().toISOString(), viewed: { [first!.id]: 30 } });
  await insertRoomVisit(db, {
    roomId: room.id,
    at: new Date().toISOString(),
    hitClass: "bot",
    reason: "bot_user_agent",
  });
  await database.close();
  // This process took the data directory's lock and holds it until it exits: hand it to the server.
  fs.rmSync(path.join(dataDir, "portal.lock"));
  server = await startSecondServer({ QUOTES_WEBHOOK_SECRET: QUOTES_SECRET }, dataDir);
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  expect(login.status).toBe(200);
  admin = ((await login.json()) as { session: { access_token: string } }).session.access_token;
}, 120_000);
afterAll(() => server?.stop());

const sendQuote = (body: object) =>
  fetch(`${server.url}/api/webhooks/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-webhook-secret": QUOTES_SECRET },
    body: JSON.stringify(body),
  });
const asAdmin = (pathname: string) =>
  fetch(`${server.url}${pathname}`, { headers: { Authorization: `Bearer ${admin}` } });

test("a quote with the room's slug goes to the room's rep, before a link slug and a promo code", async () => {
  const externalId = `Q-${randomUUID()}`;
  const response = await sendQuote({ externalId, roomSlug: room.slug, linkSlug: "elsewhere", promoCode: "NOBODY0000" });
  expect(response.status).toBe(201);
  expect(await response.json()).toEqual({
    id: expect.any(String),
    externalId,
    userId: repId,
    linkId: null,
    roomId: room.id,
    shareId: null,
  });

  const recent = (await (await asAdmin("/api/admin/quotes")).json()) as RecentQuote[];
  const shown = recent.find((quote) => quote.externalId === externalId);
  expect(shown).toMatchObject({ rep: { email: DEMO_REP.email }, attribution: { kind: "room", roomId: room.id } });
  expect(JSON.stringify(recent)).not.toContain(room.slug);
});

test("an unknown room slug counts for nothing: the link slug decides, else the quote is unattributed", async () => {
  const byLink = await sendQuote({ externalId: `Q-${randomUUID()}`, roomSlug: "no-such-room", linkSlug });
  expect(byLink.status).toBe(201);
  expect(await byLink.json()).toMatchObject({ userId: repId, linkId: expect.any(String), roomId: null });
  const nobody = await sendQuote({ externalId: `Q-${randomUUID()}`, roomSlug: "no-such-room" });
  expect(nobody.status).toBe(201);
  expect(await nobody.json()).toMatchObject({ userId: null, linkId: null, roomId: null });
});

test("the funnel counts the rep's room and its human visit", async () => {
  const rows = (await (await asAdmin("/api/admin/funnel")).json()) as RepFunnelRow[];
  expect(rows.find((row) => row.userId === repId)).toMatchObject({ rooms: 1, roomVisits: 1 });
});

test("the hits export has a row per room visit with the room's id and what it looked at, never the slug", async () => {
  const response = await asAdmin(`/api/admin/exports/hits?from=${today}&to=${today}`);
  expect(response.status).toBe(200);
  const text = await response.text();
  const roomRows = csvRows(text).filter((line) => line[1] === "room");
  expect(roomRows.map((line) => line.slice(2))).toEqual([
    // The last column, pages_read, is empty: the room holds no PDF with page images.
    ["", viewedTitle, DEMO_REP.email, "human", "person", "desktop", "", "", "", room.id, ""],
    ["", "", DEMO_REP.email, "bot", "bot_user_agent", "desktop", "", "", "", room.id, ""],
  ]);
  expect(text).not.toContain(room.slug);
  expect(text).not.toContain("Pat Private");
});

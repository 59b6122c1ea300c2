/**
 * Activity's feed (docs/engagement.md#the-feed): people's clicks, opens and room visits of the rep,
 * newest first, naming a room's reader, filtered by kind and paged by keyset; and the dashboard's
 * "since you last looked".
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { FEED_PAGE_SIZE } from "@/lib/contract/activity";
import type { Database } from "@/lib/server/platform/db/client";
import { activityFeedLooks, rooms, shareLinks, shareOpens, trackedLinks } from "@/lib/server/platform/db/schema";
import { activityFeed } from "@/lib/server/engagement/activity-feed";
import type { Hit } from "@/lib/server/engagement/hit-buffer";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import { linkStats } from "@/lib/server/links/link-stats";
import { shareAsset } from "@/lib/server/shares/share-links";
import { HttpError } from "@/lib/server/platform/http-errors";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";
import { insertRoomRow, insertRoomVisit } from "../helpers/room-rows";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
let ids: { link: string; share: string; room: string; otherRoom: string; assetA: string };

const hit = (target: Hit["target"], targetId: string, at: string, hitClass: Hit["hitClass"] = "human"): Hit => ({
  target,
  targetId,
  occurredAt: new Date(at),
  hitClass,
  reason: hitClass === "human" ? "person" : hitClass === "own" ? "own_session" : "bot_user_agent",
  visitor: randomUUID(),
  referrer: null,
  device: "desktop",
});

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  world = await libraryWorld(db);
  const assetA = await addAsset(db, { title: "Price List 2026", type: "pdf", allBrands: true });
  const assetB = await addAsset(db, { title: "Rental Handbook", type: "pdf", allBrands: true });
  const { shareSlug } = await shareAsset(db, world.me, assetB);
  const share = only(await db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug)));
  const link = only(
    await db
      .insert(trackedLinks)
      .values({ name: "Spring promo", slug: randomUUID(), originalUrl: "https://example.com", createdBy: world.me.id })
      .returning(),
  );
  const room = await insertRoomRow(db, { userId: world.me.id, brandId: world.brandA.id, assetIds: [assetA, assetB] });
  await db
    .update(rooms)
    .set({ recipientName: "Jordan Alvarez", recipientCompany: "Acme", recipientEmail: "jordan@acme.example" })
    .where(eq(rooms.id, room.id));
  const otherRoom = await insertRoomRow(db, { userId: world.other.id, brandId: world.brandA.id, assetIds: [assetA] });
  ids = { link: link.id, share: share.id, room: room.id, otherRoom: otherRoom.id, assetA };

  await databaseHitWriter(db)([
    hit("link", link.id, "2026-03-01T10:00:00Z"),
    hit("link", link.id, "2026-03-01T10:05:00Z", "bot"),
    hit("link", link.id, "2026-03-01T10:06:00Z", "own"),
    hit("share", share.id, "2026-03-01T11:00:00Z"),
    hit("share", share.id, "2026-03-01T11:01:00Z", "scanner"),
  ]);
  await db.update(shareOpens).set({ seconds: 42 }).where(eq(shareOpens.hitClass, "human"));
  await insertRoomVisit(db, { roomId: room.id, at: "2026-03-01T12:00:00Z", viewed: { [assetA]: 150, [assetB]: 30 } });
  await insertRoomVisit(db, {
    roomId: room.id,
    at: "2026-03-01T12:30:00Z",
    hitClass: "unfurler",
    reason: "unfurler_user_agent",
  });
  await insertRoomVisit(db, { roomId: otherRoom.id, at: "2026-03-01T13:00:00Z" });
});
afterAll(() => database.close());

test("people's engagement only, newest first, naming the room's reader; another rep's never", async () => {
  const feed = await activityFeed(database.db, world.me);
  expect(feed.nextCursor).toBeNull();
  expect(feed.items.map(({ id: _id, ...line }) => line)).toEqual([
    {
      kind: "room",
      at: "2026-03-01T12:00:00.000Z",
      targetId: ids.room,
      title: "Price List 2026",
      moreAssets: 1,
      reader: { name: "Jordan Alvarez", company: "Acme", email: "jordan@acme.example" },
      seconds: 180,
    },
    {
      kind: "share",
      at: "2026-03-01T11:00:00.000Z",
      targetId: ids.share,
      title: "Rental Handbook",
      moreAssets: 0,
      reader: null,
      seconds: 42,
    },
    {
      kind: "link",
      at: "2026-03-01T10:00:00.000Z",
      targetId: ids.link,
      title: "Spring promo",
      moreAssets: 0,
      reader: null,
      seconds: null,
    },
  ]);
  const others = await activityFeed(database.db, world.other);
  expect(others.items.map((line) => line.targetId)).toEqual([ids.otherRoom]);
  expect((await activityFeed(database.db, world.admin)).items).toEqual([]);
});

test.each([
  ["rooms", ["room"]],
  ["shares", ["share"]],
  ["links", ["link"]],
] as const)("the %s filter shows only %j", async (kind, kinds) => {
  const feed = await activityFeed(database.db, world.me, { kind });
  expect(feed.items.map((line) => line.kind)).toEqual(kinds);
});

test("pages follow each other without a gap or a repeat, across kinds and within one microsecond", async () => {
  const db = database.db;
  const fresh = await libraryWorld(db);
  const link = only(
    await db
      .insert(trackedLinks)
      .values({ name: "Busy", slug: randomUUID(), originalUrl: "https://example.com", createdBy: fresh.me.id })
      .returning(),
  );
  const room = await insertRoomRow(db, { userId: fresh.me.id, brandId: fresh.brandA.id, assetIds: [ids.assetA] });
  // 30 clicks and 15 visits, five of each at the very same time.
  const clicks = Array.from({ length: 30 }, (_, i) =>
    hit("link", link.id, i < 5 ? "2026-04-01T00:00:00Z" : `2026-04-01T00:${String(i).padStart(2, "0")}:00Z`),
  );
  await databaseHitWriter(db)(clicks);
  for (let i = 0; i < 15; i++)
    await insertRoomVisit(db, {
      roomId: room.id,
      at: i < 5 ? "2026-04-01T00:00:00Z" : `2026-04-01T00:${String(i * 2).padStart(2, "0")}:30Z`,
    });

  const seen: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await activityFeed(db, fresh.me, { cursor });
    pages++;
    expect(page.items.length).toBeLessThanOrEqual(FEED_PAGE_SIZE);
    seen.push(...page.items.map((line) => `${line.id}@${line.at}`));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  expect(pages).toBe(3);
  expect(seen).toHaveLength(45);
  expect(new Set(seen).size).toBe(45);
  const times = seen.map((line) => line.split("@")[1]!);
  expect([...times].sort().reverse()).toEqual(times);
});

test.each(["nope!", "bW9yZQ", Buffer.from(`1:${randomUUID()}`).toString("base64url")])(
  "a cursor it did not make (%p) is a 400 'Invalid cursor.'",
  async (cursor) => {
    const error = await activityFeed(database.db, world.me, { cursor }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: "Invalid cursor." });
  },
);

test("the dashboard counts room visits with clicks and opens, and what came in since the rep last looked", async () => {
  const db = database.db;
  const now = new Date("2026-03-02T00:00:00Z");
  // The tests above looked at the feed.
  await db.delete(activityFeedLooks);
  expect((await linkStats(db, world.me, now)).recent).toEqual({
    days: 30,
    clicks: 1,
    opens: 1,
    visits: 1,
    newSinceLook: 3,
  });
  await activityFeed(db, world.me);
  const look = only(await db.select().from(activityFeedLooks).where(eq(activityFeedLooks.userId, world.me.id)));
  expect(look.lookedAt.getTime()).toBeGreaterThan(now.getTime());
  expect((await linkStats(db, world.me, now)).recent.newSinceLook).toBe(0);
  // A later page or a filter is not a look at the whole feed.
  await db.delete(activityFeedLooks);
  await activityFeed(db, world.me, { kind: "rooms" });
  expect(await db.select().from(activityFeedLooks)).toEqual([]);
});

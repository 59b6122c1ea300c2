import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { hitExportQuerySchema } from "@/lib/contract/admin-reports";
import { HIT_REASON_CLASSES } from "@/lib/contract/hits";
import { csvField, csvResponse } from "@/lib/server/reports/csv";
import { FUNNEL_HEADER, funnelCsv, HITS_HEADER, hitsCsv, usersCsv } from "@/lib/server/reports/exports";
import { repFunnel } from "@/lib/server/reports/rep-funnel";
import type { Hit } from "@/lib/server/engagement/hit-buffer";
import { databaseHitWriter } from "@/lib/server/engagement/hit-store";
import type { Database } from "@/lib/server/platform/db/client";
import { profiles, quotes, shareLinks, trackedLinks } from "@/lib/server/platform/db/schema";
import { shareAsset } from "@/lib/server/shares/share-links";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";
import { insertRoomRow, insertRoomVisit } from "../helpers/room-rows";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
  await database.db.update(profiles).set({ firstName: "Riley", lastName: "Rep" }).where(eq(profiles.id, world.me.id));
});
afterAll(() => database.close());

const hit = (target: Hit["target"], targetId: string, at: string, reason: Hit["reason"] = "person"): Hit => ({
  target,
  targetId,
  occurredAt: new Date(at),
  hitClass: HIT_REASON_CLASSES[reason],
  reason,
  visitor: randomUUID(),
  referrer: null,
  device: "mobile",
});

async function collect(rows: AsyncIterable<unknown[][]>): Promise<unknown[][]> {
  const all: unknown[][] = [];
  for await (const page of rows) all.push(...page);
  return all;
}

test.each([
  ["plain", '"plain"'],
  ["a,b", '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ["two\nlines", '"two\nlines"'],
  ["Q4 promo;=cmd|' /C calc'!A0", "\"Q4 promo;=cmd|' /C calc'!A0\""],
  ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
  ["+1", '"\'+1"'],
  ["-1", '"\'-1"'],
  ["@SUM(A1)", '"\'@SUM(A1)"'],
  [42, "42"],
  [true, "true"],
  [null, ""],
  [new Date("2026-03-01T10:00:00Z"), "2026-03-01T10:00:00.000Z"],
])("the CSV field of %p is %p", (value, expected) => {
  expect(csvField(value)).toBe(expected);
});

test("a CSV response streams the header row and then each batch, as a download", async () => {
  async function* batches() {
    yield [["a", 1]];
    yield [["b,c", 2]];
  }
  const response = csvResponse("x.csv", ["name", "n"], batches());
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("content-disposition")).toBe('attachment; filename="x.csv"');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // a BOM, so spreadsheets read UTF-8
  expect(new TextDecoder().decode(bytes.slice(3))).toBe('name,n\r\n"a",1\r\n"b,c",2\r\n');
});

test("the funnel has each live rep's shares, opens, rooms, room visits, clicks, quotes and conversion", async () => {
  const link = only(
    await database.db
      .insert(trackedLinks)
      .values({ name: "l", slug: randomUUID().slice(0, 8), originalUrl: "https://example.com", createdBy: world.me.id })
      .returning(),
  );
  const assetId = await addAsset(database.db, { title: "Flyer", allBrands: true });
  const { shareSlug } = await shareAsset(database.db, world.me, assetId);
  const share = only(await database.db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug)));
  await databaseHitWriter(database.db)([
    ...Array.from({ length: 4 }, () => hit("link", link.id, "2026-03-01T10:00:00Z")),
    hit("link", link.id, "2026-03-01T10:00:00Z", "bot_user_agent"),
    hit("share", share.id, "2026-03-01T11:00:00Z"),
    hit("share", share.id, "2026-03-01T11:00:01Z", "scanner_after_email"),
  ]);
  await database.db.insert(quotes).values({ externalId: randomUUID(), userId: world.me.id, linkId: link.id });
  // Two rooms (a revoked one still counts), three human visits; the scanner's and the rep's own do not.
  const room = await insertRoomRow(database.db, { userId: world.me.id, brandId: world.brandA.id });
  const revoked = await insertRoomRow(database.db, {
    userId: world.me.id,
    brandId: world.brandA.id,
    revokedAt: new Date(),
  });
  await databaseHitWriter(database.db)([
    hit("room", room.id, "2026-03-01T12:00:00Z"),
    hit("room", room.id, "2026-03-01T12:00:01Z"),
    hit("room", room.id, "2026-03-01T12:00:02Z", "scanner_after_email"),
    hit("room", room.id, "2026-03-01T12:00:03Z", "own_session"),
    hit("room", revoked.id, "2026-03-01T12:00:04Z"),
  ]);
  const rows = await repFunnel(database.db);
  expect(rows.find((r) => r.userId === world.me.id)).toEqual({
    userId: world.me.id,
    name: "Riley Rep",
    email: world.me.email,
    shares: 1,
    opens: 1,
    rooms: 2,
    roomVisits: 3,
    clicks: 4,
    quotes: 1,
    conversionRate: 25,
  });
  expect(rows.find((r) => r.userId === world.other.id)).toMatchObject({
    shares: 0,
    opens: 0,
    rooms: 0,
    roomVisits: 0,
    clicks: 0,
    quotes: 0,
    conversionRate: 0,
  });
  expect(rows.some((r) => r.userId === world.admin.id)).toBe(false);
  const csv = await collect(funnelCsv(database.db));
  expect(csv.map((r) => r[0])).toEqual(rows.map((r) => r.userId));
  expect(csv.find((r) => r[0] === world.me.id)).toEqual([
    world.me.id,
    "Riley Rep",
    world.me.email,
    1,
    1,
    4,
    1,
    25,
    2,
    3,
  ]);
  expect(FUNNEL_HEADER.slice(-2)).toEqual(["rooms", "human_room_visits"]);
});

test("the users export pages through every live user (more than one page)", async () => {
  await database.db.execute(sql`
    insert into profiles (id, email, promo_code)
    select gen_random_uuid(), 'bulk-' || g || '@example.com', 'BULK' || g from generate_series(1, 1005) as g`);
  const rows = await collect(usersCsv(database.db));
  const [live] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(profiles)
    .where(sql`${profiles.deletedAt} is null`);
  expect(rows).toHaveLength(live?.n ?? -1);
  expect(new Set(rows.map((r) => r[0])).size).toBe(rows.length);
});

test("the hits export covers whole UTC days from `from` to `to`, with each hit's class", async () => {
  const link = only(
    await database.db
      .insert(trackedLinks)
      .values({
        name: "range",
        slug: randomUUID().slice(0, 8),
        originalUrl: "https://example.com",
        createdBy: world.other.id,
      })
      .returning(),
  );
  await databaseHitWriter(database.db)([
    hit("link", link.id, "2026-04-30T23:59:59Z"),
    hit("link", link.id, "2026-05-01T00:00:00Z"),
    hit("link", link.id, "2026-05-02T23:59:59Z", "unfurler_get_then_head"),
    hit("link", link.id, "2026-05-03T00:00:00Z"),
  ]);
  const rows = await collect(hitsCsv(database.db, { from: "2026-05-01", to: "2026-05-02" }));
  expect(rows.map((r) => [(r[0] as Date).toISOString(), r[1], r[3], r[4], r[5], r[6]])).toEqual([
    ["2026-05-01T00:00:00.000Z", "link", "range", world.other.email, "human", "person"],
    ["2026-05-02T23:59:59.000Z", "link", "range", world.other.email, "unfurler", "unfurler_get_then_head"],
  ]);
});

test("a room visit is one hits export row: its room's id and the assets it looked at, nothing private", async () => {
  const [flyer, video, dropped] = await Promise.all(
    ["Room flyer", "Room video", "Dropped sheet"].map((title) => addAsset(database.db, { title, allBrands: true })),
  );
  const room = await insertRoomRow(database.db, {
    userId: world.other.id,
    brandId: world.brandB.id,
    assetIds: [video!, flyer!],
  });
  await insertRoomVisit(database.db, {
    roomId: room.id,
    at: "2026-07-01T09:00:00Z",
    viewed: { [flyer!]: 12, [dropped!]: 3, [video!]: 40 },
  });
  await insertRoomVisit(database.db, {
    roomId: room.id,
    at: "2026-07-01T09:00:01Z",
    hitClass: "bot",
    reason: "bot_user_agent",
  });
  await insertRoomVisit(database.db, { roomId: room.id, at: "2026-07-02T00:00:00Z" });
  const rows = await collect(hitsCsv(database.db, { from: "2026-07-01", to: "2026-07-01" }));
  const at = (r: unknown[]) => (r[0] as Date).toISOString();
  expect(rows.map((r) => [at(r), ...r.slice(1)])).toEqual([
    [
      "2026-07-01T09:00:00.000Z",
      "room",
      null,
      "Room video; Room flyer; Dropped sheet",
      world.other.email,
      "human",
      "person",
      "desktop",
      null,
      null,
      null,
      room.id,
      null,
    ],
    [
      "2026-07-01T09:00:01.000Z",
      "room",
      null,
      null,
      world.other.email,
      "bot",
      "bot_user_agent",
      "desktop",
      null,
      null,
      null,
      room.id,
      null,
    ],
  ]);
  expect(rows.every((r) => r.length === HITS_HEADER.length)).toBe(true);
  expect(JSON.stringify(rows)).not.toMatch(new RegExp(`${room.slug}|Pat Private|Private Co`));
});

test("the hits export pages through ties: 1,050 hits of one instant are each exported once", async () => {
  const link = only(
    await database.db
      .insert(trackedLinks)
      .values({
        name: "burst",
        slug: randomUUID().slice(0, 8),
        originalUrl: "https://example.com",
        createdBy: world.me.id,
      })
      .returning(),
  );
  await databaseHitWriter(database.db)(
    Array.from({ length: 1_050 }, () => hit("link", link.id, "2026-06-01T12:00:00Z")),
  );
  const rows = await collect(hitsCsv(database.db, { from: "2026-06-01", to: "2026-06-01" }));
  expect(rows.filter((r) => r[3] === "burst")).toHaveLength(1_050);
});

test.each([
  [{}, "Choose a start date (from) and an end date (to) for the export."],
  [{ from: "2026-05-02" }, "Choose a start date (from) and an end date (to) for the export."],
  [{ from: "2026-05-02", to: "2026-05-01" }, "The start date (from) must be on or before the end date (to)."],
  [{ from: "2025-01-01", to: "2026-05-01" }, "An export of hits covers at most 366 days."],
  [{ from: "yesterday", to: "2026-05-01" }, "from must be a date like 2026-11-23."],
  [{ from: "2026-02-30", to: "2026-05-01" }, "from is not a real date."],
  // Real days the database cannot hold as a range (year 0) or whose next day has five digits.
  [{ from: "0000-01-01", to: "0000-12-31" }, "from must be a day in the years 2000 to 2999."],
  [{ from: "9999-01-01", to: "9999-12-31" }, "to must be a day in the years 2000 to 2999."],
  [{ from: "1999-12-31", to: "2000-01-01" }, "from must be a day in the years 2000 to 2999."],
  [{ from: "2999-12-31", to: "3000-01-01" }, "to must be a day in the years 2000 to 2999."],
])("the hit export query %p is refused: %s", (query, message) => {
  const parsed = hitExportQuerySchema.safeParse(query);
  expect(parsed.success).toBe(false);
  expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
});

test.each([
  ["2000-01-01", "2000-01-01"],
  ["2999-01-01", "2999-12-31"],
])("the hit export query from %s to %s, at the ends of the years allowed, is taken", (from, to) => {
  expect(hitExportQuerySchema.safeParse({ from, to }).success).toBe(true);
});

import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/server/platform/db/client";
import { quotes, roomAssetViews, roomVisits } from "@/lib/server/platform/db/schema";
import { createRoom } from "@/lib/server/rooms/rep-rooms";
import { getRoomDetail, ROOM_TIMELINE_LIMIT } from "@/lib/server/rooms/room-detail";
import { addAsset, libraryWorld, only } from "../helpers/library-fixtures";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const ORIGIN = "https://portal.example.com";

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

async function newRoom(titles: string[]) {
  const ids = [];
  for (const title of titles) ids.push(await addAsset(database.db, { title, type: "video", allBrands: true }));
  const room = await createRoom(
    database.db,
    world.me,
    { recipientName: "Sam", brandId: world.brandA.id, assetIds: ids },
    ORIGIN,
  );
  return { room, ids };
}

async function visit(roomId: string, at: string, hitClass: string, device: string | null): Promise<number> {
  const row = only(
    await database.db
      .insert(roomVisits)
      .values({ roomId, occurredAt: new Date(at), hitClass, userAgentClass: "desktop", device })
      .returning({ id: roomVisits.id }),
  );
  return row.id;
}

test("engagement counts human visits only; the timeline numbers human devices by their first visit", async () => {
  const { room, ids } = await newRoom(["Tour", "Price List", "Untouched"]);
  const [tour, price, untouched] = ids as [string, string, string];
  const v1 = await visit(room.id, "2026-05-01T10:00:00Z", "human", "phone");
  const v2 = await visit(room.id, "2026-05-02T10:00:00Z", "human", "laptop");
  const v3 = await visit(room.id, "2026-05-03T10:00:00Z", "human", "phone");
  const scan = await visit(room.id, "2026-05-03T11:00:00Z", "scanner", "gateway");
  await visit(room.id, "2026-05-03T12:00:00Z", "own", "rep");
  await visit(room.id, "2026-05-03T13:00:00Z", "scanner", null);
  await database.db.insert(roomAssetViews).values([
    { visitId: v1, assetId: tour, seconds: 30, furthestPercent: 40 },
    // Reported but never on screen: not an open.
    { visitId: v1, assetId: price, seconds: 0 },
    { visitId: v2, assetId: tour, seconds: 12, furthestPercent: 75, downloads: 1 },
    { visitId: v3, assetId: price, seconds: 0, downloads: 2 },
    { visitId: scan, assetId: tour, seconds: 500, furthestPercent: 100, downloads: 3 },
  ]);
  await database.db.insert(quotes).values([
    { externalId: "Q-1", userId: world.me.id, roomId: room.id, createdAt: new Date("2026-05-04T00:00:00Z") },
    { externalId: "Q-2", userId: world.me.id, roomId: room.id, createdAt: new Date("2026-05-05T00:00:00Z") },
  ]);

  const detail = await getRoomDetail(database.db, world.me, room.id, ORIGIN);
  expect(detail.engagement).toEqual([
    { id: tour, title: "Tour", type: "Video", opens: 2, seconds: 42, furthestPercent: 75, downloads: 1, pages: null },
    {
      id: price,
      title: "Price List",
      type: "Video",
      opens: 1,
      seconds: 0,
      furthestPercent: null,
      downloads: 2,
      pages: null,
    },
    {
      id: untouched,
      title: "Untouched",
      type: "Video",
      opens: 0,
      seconds: 0,
      furthestPercent: null,
      downloads: 0,
      pages: null,
    },
  ]);
  expect(detail.timeline.map((entry) => [entry.at.slice(0, 13), entry.hitClass, entry.device])).toEqual([
    ["2026-05-03T13", "scanner", null],
    ["2026-05-03T12", "own", null],
    ["2026-05-03T11", "scanner", null],
    ["2026-05-03T10", "human", 1],
    ["2026-05-02T10", "human", 2],
    ["2026-05-01T10", "human", 1],
  ]);
  // In the room's order, not by title.
  expect(detail.timeline[5]?.assets).toEqual([
    { id: tour, title: "Tour", seconds: 30, percentPlayed: 40, downloads: 0, pages: null },
    { id: price, title: "Price List", seconds: 0, percentPlayed: null, downloads: 0, pages: null },
  ]);
  expect(detail.excluded).toEqual({ scanner: 2, own: 1 });
  expect(detail.quoteList.map((quote) => quote.externalId)).toEqual(["Q-2", "Q-1"]);
  expect(detail.quotes).toBe(2);
});

test(`the timeline holds the newest ${ROOM_TIMELINE_LIMIT} visits, newest first`, async () => {
  const { room } = await newRoom(["Busy"]);
  const start = Date.parse("2026-01-01T00:00:00Z");
  await database.db.insert(roomVisits).values(
    Array.from({ length: ROOM_TIMELINE_LIMIT + 5 }, (_, i) => ({
      roomId: room.id,
      occurredAt: new Date(start + i * 60_000),
      hitClass: "human",
      userAgentClass: "desktop",
      device: `device-${i % 3}`,
    })),
  );
  const { timeline } = await getRoomDetail(database.db, world.me, room.id, ORIGIN);
  expect(timeline).toHaveLength(ROOM_TIMELINE_LIMIT);
  expect(timeline[0]?.at).toBe(new Date(start + (ROOM_TIMELINE_LIMIT + 4) * 60_000).toISOString());
  expect(timeline.at(-1)?.at).toBe(new Date(start + 5 * 60_000).toISOString());
  // Numbered over the whole history: device-2 is the third device, though its first visit is off the page.
  expect(timeline.at(-1)?.device).toBe(3);
  expect(timeline[0]?.device).toBe(((ROOM_TIMELINE_LIMIT + 4) % 3) + 1);
});

test("another room's visits and quotes never show", async () => {
  const { room } = await newRoom(["Quiet"]);
  const { room: busy } = await newRoom(["Loud"]);
  await visit(busy.id, "2026-05-01T10:00:00Z", "human", "x");
  await database.db.insert(quotes).values({ externalId: randomUUID(), userId: world.me.id, roomId: busy.id });
  const detail = await getRoomDetail(database.db, world.me, room.id, ORIGIN);
  expect(detail).toMatchObject({ timeline: [], excluded: {}, quoteList: [], quotes: 0 });
});

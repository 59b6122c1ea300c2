import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { CreateRoomInput } from "@/lib/contract/rooms";
import type { Database } from "@/lib/server/platform/db/client";
import { quotes, roomAssets, rooms, roomVisits } from "@/lib/server/platform/db/schema";
import { HttpError } from "@/lib/server/platform/http-errors";
import { createRoom, listRooms } from "@/lib/server/rooms/rep-rooms";
import { revokeRoom, updateRoom } from "@/lib/server/rooms/room-changes";
import { getRoomDetail } from "@/lib/server/rooms/room-detail";
import { addAsset, libraryWorld } from "../helpers/library-fixtures";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const ORIGIN = "https://portal.example.com";
const NOT_VISIBLE = "You can only add assets you can see in this brand.";

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

const inA = (title: string) => addAsset(database.db, { title, brandIds: [world.brandA.id] });

function input(assetIds: string[], extra: Partial<CreateRoomInput> = {}): CreateRoomInput {
  return { recipientName: "Sam Parent", brandId: world.brandA.id, assetIds, ...extra };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return { status: error.status, message: error.message };
}

const roomCount = async () => (await database.db.select().from(rooms)).length;

test("a room holds its assets in the rep's order under a 128-bit slug and its absolute URL", async () => {
  const [first, second] = [await inA("Price List"), await addAsset(database.db, { title: "Tour", allBrands: true })];
  const room = await createRoom(
    database.db,
    world.me,
    input([second, first], { recipientEmail: "sam@example.com", note: "As promised.", expiresOn: "2999-01-31" }),
    ORIGIN,
  );
  expect(room.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(Buffer.from(room.slug, "base64url")).toHaveLength(16);
  expect(room).toMatchObject({
    url: `${ORIGIN}/r/${room.slug}`,
    recipientName: "Sam Parent",
    recipientEmail: "sam@example.com",
    recipientCompany: null,
    brandId: world.brandA.id,
    note: "As promised.",
    expiresOn: "2999-01-31",
    status: "active",
    visits: 0,
    lastVisitAt: null,
    possiblyForwarded: false,
    quotes: 0,
    timeline: [],
    excluded: {},
    quoteList: [],
  });
  expect(room.assets).toEqual([
    { id: second, title: "Tour", type: "PDF" },
    { id: first, title: "Price List", type: "PDF" },
  ]);
  expect(room.engagement.map((asset) => [asset.id, asset.opens, asset.furthestPercent])).toEqual([
    [second, 0, null],
    [first, 0, null],
  ]);
  const other = await createRoom(database.db, world.me, input([first]), ORIGIN);
  expect(other.slug).not.toBe(room.slug);
});

test.each([
  ["of another brand", () => addAsset(database.db, { title: "B only", brandIds: [world.brandB.id] })],
  [
    "assigned to another rep",
    () => addAsset(database.db, { title: "Theirs", allBrands: true, userIds: [world.other.id] }),
  ],
  ["inactive", () => addAsset(database.db, { title: "Off", allBrands: true, isActive: false })],
  ["deleted", () => addAsset(database.db, { title: "Gone", allBrands: true, deleted: true })],
  ["unknown", async () => randomUUID()],
  ["not a UUID", async () => "not-an-id"],
])("an asset %s is refused with 400 and no room is made", async (_case, makeAsset) => {
  const [visible, refused] = [await inA("Fine"), await makeAsset()];
  const before = await roomCount();
  expect(await refusal(createRoom(database.db, world.me, input([visible, refused]), ORIGIN))).toEqual({
    status: 400,
    message: NOT_VISIBLE,
  });
  expect(await roomCount()).toBe(before);
});

test("an asset assigned to the rep is theirs to share; an unknown brand is a 400", async () => {
  const mine = await addAsset(database.db, { title: "Mine", allBrands: true, userIds: [world.me.id] });
  await expect(createRoom(database.db, world.me, input([mine]), ORIGIN)).resolves.toMatchObject({ status: "active" });
  expect(await refusal(createRoom(database.db, world.me, input([mine], { brandId: randomUUID() }), ORIGIN))).toEqual({
    status: 400,
    message: "Unknown brand: choose one of the portal's brands.",
  });
});

test("an upper-case asset id is the same asset: stored once, in lower case", async () => {
  const asset = await inA("Case");
  const room = await createRoom(database.db, world.me, input([asset.toUpperCase()]), ORIGIN);
  expect(room.assets.map((a) => a.id)).toEqual([asset]);
});

test("the list holds the rep's own rooms, newest activity first, with status, forwarding and quotes", async () => {
  const rep = (await libraryWorld(database.db)).me;
  const asset = await addAsset(database.db, { title: "Any", allBrands: true });
  const make = (name: string, createdAt: Date) =>
    createRoom(database.db, rep, input([asset], { recipientName: name }), ORIGIN).then(async (room) => {
      await database.db.update(rooms).set({ createdAt }).where(eq(rooms.id, room.id));
      return room;
    });
  const old = await make("Old but visited", new Date("2026-01-01T00:00:00Z"));
  const newer = await make("Newer", new Date("2026-03-01T00:00:00Z"));
  const newest = await make("Newest", new Date("2026-04-01T00:00:00Z"));
  await database.db
    .update(rooms)
    .set({ visitCount: 3, lastHumanAt: new Date("2026-05-01T00:00:00Z"), forwardedAt: new Date(), firstDevice: "d1" })
    .where(eq(rooms.id, old.id));
  // The second device came from a network the first was never seen on.
  const human = { roomId: old.id, userAgentClass: "mobile", hitClass: "human", reason: "person" };
  await database.db.insert(roomVisits).values([
    { ...human, device: "d1", visitor: "home" },
    { ...human, device: "d2", visitor: "elsewhere" },
  ]);
  await database.db.update(rooms).set({ expiresOn: "2026-04-10" }).where(eq(rooms.id, newer.id));
  await revokeRoom(database.db, rep, newest.id);
  await database.db.insert(quotes).values([
    { externalId: randomUUID(), userId: rep.id, roomId: old.id },
    { externalId: randomUUID(), userId: rep.id, roomId: old.id },
  ]);
  await createRoom(database.db, world.other, input([asset]), ORIGIN);

  const {
    rooms: listed,
    nextCursor,
    total,
  } = await listRooms(database.db, rep, {}, ORIGIN, new Date("2026-04-11T00:00:00Z"));
  expect({ nextCursor, total }).toEqual({ nextCursor: null, total: 3 });
  expect(
    listed.map((room) => [room.recipientName, room.status, room.visits, room.possiblyForwarded, room.quotes]),
  ).toEqual([
    ["Old but visited", "active", 3, true, 2],
    ["Newest", "revoked", 0, false, 0],
    ["Newer", "expired", 0, false, 0],
  ]);
  expect(listed[0]).toMatchObject({ lastVisitAt: "2026-05-01T00:00:00.000Z", url: `${ORIGIN}/r/${old.slug}` });
  // The expiry day itself is still open.
  const onLastDay = await listRooms(database.db, rep, {}, ORIGIN, new Date("2026-04-10T23:59:59Z"));
  expect(onLastDay.rooms.find((room) => room.id === newer.id)?.status).toBe("active");
});

test("another rep's room, an unknown id or a malformed one is a 404 for reads and changes, admin too", async () => {
  const theirs = await createRoom(database.db, world.other, input([await inA("X")]), ORIGIN);
  for (const [actor, id] of [
    [world.me, theirs.id],
    [world.admin, theirs.id],
    [world.me, randomUUID()],
    [world.me, "not-a-uuid"],
  ] as const) {
    const notFound = { status: 404, message: "Room not found." };
    expect(await refusal(getRoomDetail(database.db, actor, id, ORIGIN))).toEqual(notFound);
    expect(await refusal(updateRoom(database.db, actor, id, { note: "mine" }, ORIGIN))).toEqual(notFound);
    expect(await refusal(revokeRoom(database.db, actor, id))).toEqual(notFound);
  }
  const [row] = await database.db.select().from(rooms).where(eq(rooms.id, theirs.id));
  expect(row).toMatchObject({ note: "", revokedAt: null });
});

test("an update changes the note, replaces the assets in the new order and clears the expiry", async () => {
  const [a, b, c] = [await inA("A"), await inA("B"), await inA("C")];
  const room = await createRoom(database.db, world.me, input([a, b], { expiresOn: "2999-01-01" }), ORIGIN);
  const updated = await updateRoom(database.db, world.me, room.id, { note: "New note", assetIds: [c, a] }, ORIGIN);
  expect(updated).toMatchObject({ note: "New note", expiresOn: "2999-01-01" });
  expect(updated.assets.map((asset) => asset.title)).toEqual(["C", "A"]);
  const cleared = await updateRoom(database.db, world.me, room.id, { expiresOn: null }, ORIGIN);
  expect(cleared).toMatchObject({ note: "New note", expiresOn: null });
  expect(cleared.assets.map((asset) => asset.title)).toEqual(["C", "A"]);
});

test("an update with an asset the rep cannot see changes nothing", async () => {
  const a = await inA("Kept");
  const hidden = await addAsset(database.db, { title: "Hidden", brandIds: [world.brandB.id] });
  const room = await createRoom(database.db, world.me, input([a]), ORIGIN);
  expect(await refusal(updateRoom(database.db, world.me, room.id, { note: "x", assetIds: [hidden] }, ORIGIN))).toEqual({
    status: 400,
    message: NOT_VISIBLE,
  });
  const after = await getRoomDetail(database.db, world.me, room.id, ORIGIN);
  expect(after).toMatchObject({ note: "", assets: [{ id: a, title: "Kept" }] });
});

test("an expired room may be given a later day, which opens it again", async () => {
  const room = await createRoom(database.db, world.me, input([await inA("E")]), ORIGIN);
  await database.db.update(rooms).set({ expiresOn: "2020-01-01" }).where(eq(rooms.id, room.id));
  expect((await getRoomDetail(database.db, world.me, room.id, ORIGIN)).status).toBe("expired");
  const reopened = await updateRoom(database.db, world.me, room.id, { expiresOn: "2999-12-31" }, ORIGIN);
  expect(reopened.status).toBe("active");
});

test("revoking keeps the room and its first revocation time; a revoked room cannot be changed (409)", async () => {
  const asset = await inA("R");
  const room = await createRoom(database.db, world.me, input([asset]), ORIGIN);
  const first = new Date("2026-06-01T00:00:00Z");
  await revokeRoom(database.db, world.me, room.id, first);
  await revokeRoom(database.db, world.me, room.id, new Date("2026-06-02T00:00:00Z"));
  const [row] = await database.db.select().from(rooms).where(eq(rooms.id, room.id));
  expect(row?.revokedAt).toEqual(first);
  expect((await getRoomDetail(database.db, world.me, room.id, ORIGIN)).status).toBe("revoked");
  expect(await refusal(updateRoom(database.db, world.me, room.id, { note: "again" }, ORIGIN))).toEqual({
    status: 409,
    message: "This room has been revoked: it can no longer be changed. Create a new room instead.",
  });
  expect(await database.db.select().from(roomAssets).where(eq(roomAssets.roomId, room.id))).toHaveLength(1);
});

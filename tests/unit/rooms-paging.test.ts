import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { listRoomsQuerySchema, ROOM_PAGE_DEFAULT_LIMIT, type RoomPage } from "@/lib/contract/rooms";
import type { Profile } from "@/lib/server/auth/profiles";
import type { Database } from "@/lib/server/platform/db/client";
import { decodeKeysetCursor } from "@/lib/server/platform/db/keyset-cursor";
import { rooms } from "@/lib/server/platform/db/schema";
import { listRooms } from "@/lib/server/rooms/rep-rooms";
import { libraryWorld } from "../helpers/library-fixtures";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const ORIGIN = "https://portal.example.com";
const SAME_TIME = new Date("2026-03-01T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

/** A rep of their own with rooms named and timed as given, written straight to the database. */
async function repWithRooms(specs: { name: string; createdAt: Date; lastHumanAt?: Date }[]): Promise<Profile> {
  const rep = (await libraryWorld(database.db)).me;
  if (specs.length)
    await database.db.insert(rooms).values(
      specs.map((spec) => ({
        slug: randomBytes(16).toString("base64url"),
        userId: rep.id,
        brandId: world.brandA.id,
        recipientName: spec.name,
        createdAt: spec.createdAt,
        lastHumanAt: spec.lastHumanAt ?? null,
      })),
    );
  return rep;
}

/** Every page of the rep's list at `limit`, following nextCursor until it is null. */
async function allPages(rep: Profile, limit: number): Promise<RoomPage[]> {
  const pages = [await listRooms(database.db, rep, { limit }, ORIGIN)];
  for (let cursor = pages[0]?.nextCursor; cursor; cursor = pages.at(-1)?.nextCursor)
    pages.push(await listRooms(database.db, rep, { limit, cursor }, ORIGIN));
  return pages;
}

const names = (pages: RoomPage[]) => pages.flatMap((page) => page.rooms.map((room) => room.recipientName));
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

test("pages walk the rooms once each, newest activity first; the first page alone has the total", async () => {
  const rep = await repWithRooms([
    { name: "Old, visited", createdAt: day("2026-01-01"), lastHumanAt: day("2026-11-20") },
    { name: "New, unvisited", createdAt: day("2026-11-25") },
    { name: "Old, unvisited", createdAt: day("2026-02-01") },
    { name: "Just visited", createdAt: day("2026-03-01"), lastHumanAt: day("2026-11-26") },
    { name: "Oldest", createdAt: day("2025-12-01") },
  ]);
  const pages = await allPages(rep, 2);
  expect(pages.map((page) => page.rooms.length)).toEqual([2, 2, 1]);
  expect(names(pages)).toEqual(["Just visited", "New, unvisited", "Old, visited", "Old, unvisited", "Oldest"]);
  expect(pages.map((page) => page.total)).toEqual([5, null, null]);
  expect(pages.map((page) => page.nextCursor === null)).toEqual([false, false, true]);
  const whole = await listRooms(database.db, rep, {}, ORIGIN);
  expect(whole.rooms.map((room) => room.recipientName)).toEqual(names(pages));
  expect(whole).toMatchObject({ nextCursor: null, total: 5 });
});

test("rooms of one moment are ordered by id, and a page boundary among them skips or repeats none", async () => {
  const rep = await repWithRooms(["A", "B", "C", "D", "E"].map((name) => ({ name, createdAt: SAME_TIME })));
  const pages = await allPages(rep, 2);
  const ids = pages.flatMap((page) => page.rooms.map((room) => room.id));
  expect(ids).toHaveLength(5);
  expect(ids).toEqual([...ids].sort().reverse());
});

test("activity a microsecond apart, within one millisecond, is told apart by the cursor", async () => {
  const rep = await repWithRooms([
    { name: "Micro early", createdAt: SAME_TIME },
    { name: "Micro late", createdAt: SAME_TIME },
  ]);
  await database.db.execute(
    sql`update ${rooms} set created_at = created_at + interval '1 microsecond'
        where user_id = ${rep.id} and recipient_name = 'Micro late'`,
  );
  const pages = await allPages(rep, 1);
  expect(names(pages)).toEqual(["Micro late", "Micro early"]);
  expect(decodeKeysetCursor(pages[0]?.nextCursor ?? "").micros).toBe(String(SAME_TIME.getTime() * 1000 + 1));
});

test("a room made or visited after the first page is loaded shifts none of the next pages", async () => {
  const rep = await repWithRooms(
    ["Fourth", "Third", "Second", "First"].map((name, n) => ({ name, createdAt: day(`2026-0${n + 1}-01`) })),
  );
  const first = await listRooms(database.db, rep, { limit: 2 }, ORIGIN);
  expect(first.rooms.map((room) => room.recipientName)).toEqual(["First", "Second"]);
  await database.db.insert(rooms).values({
    slug: randomBytes(16).toString("base64url"),
    userId: rep.id,
    brandId: world.brandA.id,
    recipientName: "Brand new",
  });
  await database.db
    .update(rooms)
    .set({ lastHumanAt: new Date() })
    .where(and(eq(rooms.userId, rep.id), eq(rooms.recipientName, "Fourth")));
  const second = await listRooms(database.db, rep, { limit: 2, cursor: first.nextCursor ?? "" }, ORIGIN);
  expect(second.rooms.map((room) => room.recipientName)).toEqual(["Third"]);
  expect(second.nextCursor).toBeNull();
});

test("no page shows another rep's rooms, with or without a cursor from their list", async () => {
  const mine = await repWithRooms([1, 2, 3].map((n) => ({ name: `Mine ${n}`, createdAt: day(`2026-0${n}-02`) })));
  const theirs = await repWithRooms([1, 2, 3].map((n) => ({ name: `Theirs ${n}`, createdAt: day(`2026-0${n}-01`) })));
  const myPages = await allPages(mine, 1);
  expect(names(myPages)).toEqual(["Mine 3", "Mine 2", "Mine 1"]);
  const theirFirst = await listRooms(database.db, theirs, { limit: 1 }, ORIGIN);
  const viaTheirCursor = await listRooms(database.db, mine, { cursor: theirFirst.nextCursor ?? "" }, ORIGIN);
  expect(viaTheirCursor.rooms.map((room) => room.recipientName)).toEqual(["Mine 2", "Mine 1"]);
  expect(viaTheirCursor.total).toBeNull();
});

test("without a limit a page holds ROOM_PAGE_DEFAULT_LIMIT rooms", async () => {
  const count = ROOM_PAGE_DEFAULT_LIMIT + 1;
  const rep = await repWithRooms(
    Array.from({ length: count }, (_, n) => ({ name: `Room ${n}`, createdAt: new Date(SAME_TIME.getTime() + n) })),
  );
  const first = await listRooms(database.db, rep, {}, ORIGIN);
  expect(first.rooms).toHaveLength(ROOM_PAGE_DEFAULT_LIMIT);
  expect(first.total).toBe(count);
  const rest = await listRooms(database.db, rep, { cursor: first.nextCursor ?? "" }, ORIGIN);
  expect(rest.rooms.map((room) => room.recipientName)).toEqual(["Room 0"]);
  expect(rest.nextCursor).toBeNull();
});

test("a rep without rooms gets an empty first page with a total of 0", async () => {
  const rep = await repWithRooms([]);
  expect(await listRooms(database.db, rep, {}, ORIGIN)).toEqual({ rooms: [], nextCursor: null, total: 0 });
});

describe("bad paging input", () => {
  const parse = (query: Record<string, string>) => listRoomsQuerySchema.safeParse(query);

  test.each(["0", "101", "-3", "2.5", "ten", ""])("limit=%p is refused by the contract", (limit) => {
    expect(parse({ limit }).error?.issues[0]?.message).toBe("The limit must be a whole number from 1 to 100.");
  });

  test("limit 1 and 100 are accepted as numbers; without one the page is the default", () => {
    expect(parse({ limit: "1" }).data?.limit).toBe(1);
    expect(parse({ limit: "100" }).data?.limit).toBe(100);
    expect(parse({}).data).toEqual({});
  });

  test("an over-long cursor is refused by the contract", () => {
    expect(parse({ cursor: "a".repeat(201) }).error?.issues[0]?.message).toBe("Invalid cursor.");
  });

  test.each([
    ["not base64url", "a+b/c="],
    ["base64url of other text", Buffer.from("hello").toString("base64url")],
    ["a time but no id", Buffer.from("1767225600000000:").toString("base64url")],
    ["a malformed id", Buffer.from("1767225600000000:not-a-uuid").toString("base64url")],
  ])("a cursor that is %s is a 400 'Invalid cursor.'", async (_what, cursor) => {
    await expect(listRooms(database.db, world.me, { cursor }, ORIGIN)).rejects.toMatchObject({
      status: 400,
      code: "invalid_cursor",
      message: "Invalid cursor.",
    });
  });
});

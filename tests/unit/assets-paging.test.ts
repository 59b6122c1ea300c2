import { eq, sql } from "drizzle-orm";
import { listAssetsQuerySchema, type ListAssetsQuery } from "@/lib/contract/assets";
import type { Database } from "@/lib/server/platform/db/client";
import { assets } from "@/lib/server/platform/db/schema";
import type { Profile } from "@/lib/server/auth/profiles";
import { listAssets, type AssetPage } from "@/lib/server/library/asset-list";
import { decodeKeysetCursor, encodeKeysetCursor } from "@/lib/server/platform/db/keyset-cursor";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const SAME_TIME = new Date(Date.UTC(2026, 2, 1, 12, 0, 0));
const titles = (pages: AssetPage[]) => pages.flatMap((page) => page.assets.map((a) => a.title));

/** Every page of a query, following nextCursor until it is absent. */
async function allPages(actor: Profile, query: Omit<ListAssetsQuery, "cursor">): Promise<AssetPage[]> {
  const pages: AssetPage[] = [];
  let cursor: string | undefined;
  do {
    const page = await listAssets(database.db, actor, { ...query, cursor });
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  world = await libraryWorld(db);
  const { brandA, me, other } = world;
  const at = (minutes: number) => new Date(SAME_TIME.getTime() + minutes * 60_000);
  // Five assets created in the same instant: only the id orders them.
  for (const n of [1, 2, 3, 4, 5])
    await addAsset(db, { title: `Same time ${n}`, brandIds: [brandA.id], createdAt: SAME_TIME });
  await addAsset(db, { title: "Older violin guide", brandIds: [brandA.id], createdAt: at(-10) });
  await addAsset(db, { title: "Newer violin guide", brandIds: [brandA.id], createdAt: at(10) });
  await addAsset(db, {
    title: "Violin for the other rep",
    brandIds: [brandA.id],
    userIds: [other.id],
    createdAt: at(5),
  });
  await addAsset(db, { title: "Violin for me", brandIds: [brandA.id], userIds: [me.id], createdAt: at(6) });
  // Two assets one microsecond apart, within one millisecond: the cursor must not round them together.
  const early = await addAsset(db, { title: "Micro early", brandIds: [brandA.id] });
  const late = await addAsset(db, { title: "Micro late", brandIds: [brandA.id] });
  await db
    .update(assets)
    .set({ createdAt: sql`timestamptz '2026-02-01 00:00:00.000100+00'` })
    .where(eq(assets.id, early));
  await db
    .update(assets)
    .set({ createdAt: sql`timestamptz '2026-02-01 00:00:00.000101+00'` })
    .where(eq(assets.id, late));
});
afterAll(() => database.close());

describe("keyset pages", () => {
  const ALL = [
    "Newer violin guide",
    "Violin for me",
    "Same time 1",
    "Same time 2",
    "Same time 3",
    "Same time 4",
    "Same time 5",
    "Older violin guide",
    "Micro late",
    "Micro early",
  ];

  test("one page holds everything when it fits; the total comes with it and no cursor", async () => {
    const page = await listAssets(database.db, world.me, { brandId: world.brandA.id });
    expect(page.assets).toHaveLength(ALL.length);
    expect(page.total).toBe(ALL.length);
    expect(page.nextCursor).toBeUndefined();
  });

  test.each([1, 2, 3, 4, 7])("pages of %i cover every asset once, in order, across equal created_at", async (limit) => {
    const pages = await allPages(world.me, { brandId: world.brandA.id, limit });
    const seen = titles(pages);
    expect(seen).toHaveLength(ALL.length);
    expect(new Set(seen).size).toBe(ALL.length);
    expect(seen.filter((t) => !t.startsWith("Same time"))).toEqual(ALL.filter((t) => !t.startsWith("Same time")));
    const sameTimeIds = pages
      .flatMap((p) => p.assets)
      .filter((a) => a.title.startsWith("Same time"))
      .map((a) => a.id);
    expect(sameTimeIds).toEqual([...sameTimeIds].sort().reverse());
    expect(pages.slice(0, -1).every((p) => p.assets.length === limit && p.nextCursor)).toBe(true);
    expect(pages.at(-1)?.nextCursor).toBeUndefined();
    expect(pages[0]?.total).toBe(ALL.length);
    expect(pages.slice(1).every((p) => p.total === undefined)).toBe(true);
  });

  test("assets one microsecond apart land on separate pages, none lost", async () => {
    const pages = await allPages(world.me, { brandId: world.brandA.id, search: "micro", limit: 1 });
    expect(titles(pages)).toEqual(["Micro late", "Micro early"]);
  });

  test("the cursor is opaque base64url naming the last row; it round-trips", async () => {
    const first = await listAssets(database.db, world.me, { brandId: world.brandA.id, limit: 2 });
    const cursor = first.nextCursor ?? "";
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = decodeKeysetCursor(cursor);
    expect(decoded.id).toBe(first.assets[1]?.id);
    expect(encodeKeysetCursor(decoded)).toBe(cursor);
    const second = await listAssets(database.db, world.me, { brandId: world.brandA.id, limit: 2, cursor });
    const both = await listAssets(database.db, world.me, { brandId: world.brandA.id, limit: 4 });
    expect([...first.assets, ...second.assets]).toEqual(both.assets);
  });

  test("an asset added after the first page neither shifts nor repeats the next one", async () => {
    const before = titles([await listAssets(database.db, world.me, { brandId: world.brandA.id })]);
    const first = await listAssets(database.db, world.me, { brandId: world.brandA.id, limit: 3 });
    const added = await addAsset(database.db, {
      title: "Added meanwhile",
      brandIds: [world.brandA.id],
      createdAt: new Date(Date.UTC(2026, 5, 1)),
    });
    try {
      const rest: AssetPage[] = [];
      for (let cursor = first.nextCursor; cursor; cursor = rest.at(-1)?.nextCursor) {
        rest.push(await listAssets(database.db, world.me, { brandId: world.brandA.id, limit: 3, cursor }));
      }
      expect(titles([first, ...rest])).toEqual(before);
    } finally {
      await database.db.delete(assets).where(eq(assets.id, added));
    }
  });
});

describe("paging keeps search and visibility", () => {
  test("a search is paged too, matching title or description in any case, without the total", async () => {
    const pages = await allPages(world.me, { brandId: world.brandA.id, search: "VIOLIN", limit: 1 });
    expect(titles(pages)).toEqual(["Newer violin guide", "Violin for me", "Older violin guide"]);
    expect(pages.every((p) => p.total === undefined)).toBe(true);
  });

  test("no page shows another rep's assignment; each rep's total counts only what they see", async () => {
    const mine = await allPages(world.me, { brandId: world.brandA.id, limit: 2 });
    expect(titles(mine)).not.toContain("Violin for the other rep");
    const theirs = await allPages(world.other, { brandId: world.brandA.id, limit: 2 });
    expect(titles(theirs)).toContain("Violin for the other rep");
    expect(titles(theirs)).not.toContain("Violin for me");
    expect(theirs[0]?.total).toBe(mine[0]?.total);
  });

  test("a cursor from another rep's list reveals nothing more", async () => {
    const theirs = await listAssets(database.db, world.other, { brandId: world.brandA.id, limit: 1 });
    const mine = await allPages(world.me, { brandId: world.brandA.id, limit: 100 });
    const fromTheirs = await listAssets(database.db, world.me, { brandId: world.brandA.id, cursor: theirs.nextCursor });
    expect(titles([fromTheirs])).not.toContain("Violin for the other rep");
    expect(titles(mine)).toEqual(expect.arrayContaining(titles([fromTheirs])));
  });
});

describe("bad paging input", () => {
  const parse = (query: Record<string, string>) =>
    listAssetsQuerySchema.safeParse({ brandId: world.brandA.id, ...query });

  test.each(["0", "101", "-1", "1.5", "abc", ""])("limit=%j is refused with one clear message", (limit) => {
    const result = parse({ limit });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("The limit must be a whole number from 1 to 100.");
  });

  test("limit 1 and 100 are accepted as numbers", () => {
    expect(parse({ limit: "1" }).data?.limit).toBe(1);
    expect(parse({ limit: "100" }).data?.limit).toBe(100);
    expect(parse({}).data?.limit).toBeUndefined();
  });

  test.each([
    ["not base64url", "a+b/c="],
    ["base64url of other text", Buffer.from("hello").toString("base64url")],
    ["a time but no id", Buffer.from("1767225600000000:").toString("base64url")],
    ["a malformed id", Buffer.from("1767225600000000:not-a-uuid").toString("base64url")],
    ["a time that is not a number", Buffer.from("soon:00000000-0000-4000-8000-000000000000").toString("base64url")],
  ])("a cursor that is %s is a 400 'Invalid cursor.'", async (_what, cursor) => {
    await expect(listAssets(database.db, world.me, { brandId: world.brandA.id, cursor })).rejects.toMatchObject({
      status: 400,
      code: "invalid_cursor",
      message: "Invalid cursor.",
    });
  });

  test("an over-long cursor is refused by the contract with the same message", () => {
    expect(parse({ cursor: "a".repeat(201) }).error?.issues[0]?.message).toBe("Invalid cursor.");
  });
});

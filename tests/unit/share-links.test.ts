import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/platform/db/client";
import { shareLinks } from "@/lib/server/platform/db/schema";
import { shareAsset } from "@/lib/server/shares/share-links";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, libraryWorld } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
type Key = "open" | "mine" | "theirs" | "inactive" | "deleted" | "noBrand" | "both";
const ids = {} as Record<Key, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  world = await libraryWorld(db);
  const { brandA, me, other } = world;
  ids.open = await addAsset(db, { title: "Open", brandIds: [brandA.id] });
  ids.mine = await addAsset(db, { title: "Mine", allBrands: true, userIds: [me.id] });
  ids.theirs = await addAsset(db, { title: "Theirs", brandIds: [brandA.id], userIds: [other.id] });
  ids.inactive = await addAsset(db, { title: "Inactive", allBrands: true, isActive: false });
  ids.deleted = await addAsset(db, { title: "Deleted", allBrands: true, deleted: true });
  ids.noBrand = await addAsset(db, { title: "In no brand" });
  ids.both = await addAsset(db, { title: "In both brands", brandIds: [brandA.id, world.brandB.id] });
});
afterAll(() => database.close());

test("the first share makes a URL-safe slug; later shares reuse it", async () => {
  const first = await shareAsset(database.db, world.me, ids.open);
  expect(first.shareSlug).toMatch(/^[A-Za-z0-9_-]{8}$/);
  expect(await shareAsset(database.db, world.me, ids.open)).toEqual(first);
  const rows = await database.db.select().from(shareLinks).where(eq(shareLinks.assetId, ids.open));
  expect(rows).toHaveLength(1);
});

test("concurrent first shares still end with one link", async () => {
  const results = await Promise.all(Array.from({ length: 5 }, () => shareAsset(database.db, world.me, ids.mine)));
  expect(new Set(results.map((r) => r.shareSlug)).size).toBe(1);
});

test("each rep gets their own slug for the same asset", async () => {
  const mine = await shareAsset(database.db, world.me, ids.open);
  const theirs = await shareAsset(database.db, world.other, ids.open);
  expect(theirs.shareSlug).not.toBe(mine.shareSlug);
});

test.each([
  ["assigned to another rep", "theirs"],
  ["inactive", "inactive"],
  ["deleted", "deleted"],
  ["in no brand", "noBrand"],
] as const)("an asset %s is not found", async (_name, key) => {
  await expect(shareAsset(database.db, world.me, ids[key])).rejects.toMatchObject({
    status: 404,
    message: "Asset not found.",
  });
});

test.each(["00000000-0000-4000-8000-000000000000", "not-a-uuid", "", "' or 1=1 --"])(
  "the id %p is not found",
  async (id) => {
    await expect(shareAsset(database.db, world.me, id)).rejects.toMatchObject({
      status: 404,
      message: "Asset not found.",
    });
  },
);

test("an admin may share any live asset, even one assigned to a rep", async () => {
  await expect(shareAsset(database.db, world.admin, ids.theirs)).resolves.toEqual({ shareSlug: expect.any(String) });
});

async function linkBrand(shareSlug: string) {
  const [row] = await database.db.select().from(shareLinks).where(eq(shareLinks.slug, shareSlug));
  return row?.brandId;
}

test("a share belongs to the brand the rep shares from: brandId first, then the brand cookie's code", async () => {
  const { brandA, brandB, me } = world;
  const byId = await shareAsset(database.db, me, ids.both, { brandId: brandB.id, brandCode: brandA.code });
  expect(await linkBrand(byId.shareSlug)).toBe(brandB.id);
  const byCookie = await shareAsset(database.db, me, ids.both, { brandCode: brandA.code });
  expect(await linkBrand(byCookie.shareSlug)).toBe(brandA.id);
  expect(byCookie.shareSlug).not.toBe(byId.shareSlug);
  expect(await shareAsset(database.db, me, ids.both, { brandId: brandB.id })).toEqual(byId);
});

test("a cookie brand the asset is not in, or none, gives the asset's first brand", async () => {
  const { brandA, brandB, me } = world;
  expect(await linkBrand((await shareAsset(database.db, me, ids.open, { brandCode: brandB.code })).shareSlug)).toBe(
    brandA.id,
  );
  expect(await linkBrand((await shareAsset(database.db, me, ids.open, { brandCode: "nope" })).shareSlug)).toBe(
    brandA.id,
  );
});

test("a brandId the asset is not in is 404; an unknown brand is 400", async () => {
  await expect(shareAsset(database.db, world.me, ids.open, { brandId: world.brandB.id })).rejects.toMatchObject({
    status: 404,
    message: "Asset not found.",
  });
  await expect(
    shareAsset(database.db, world.me, ids.open, { brandId: "00000000-0000-4000-8000-000000000000" }),
  ).rejects.toMatchObject({ status: 400, message: "Unknown brand: choose one of the portal's brands." });
});

import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/platform/db/client";
import { assetUsers, profiles, resourceUsers } from "@/lib/server/platform/db/schema";
import { assignItem } from "@/lib/server/library/assignment-changes";
import { ASSET_KIND, RESOURCE_KIND } from "@/lib/server/library/library-changes";
import { listAssets } from "@/lib/server/library/asset-list";
import { listResources } from "@/lib/server/library/resource-list";
import { createTestDatabase } from "../helpers/test-database";
import { addAsset, addResource, libraryWorld } from "../helpers/library-fixtures";

let database: Database;
let world: Awaited<ReturnType<typeof libraryWorld>>;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await createTestDatabase();
  world = await libraryWorld(database.db);
});
afterAll(() => database.close());

test("assigning an asset limits it to that user; assigning again is harmless", async () => {
  const assetId = await addAsset(database.db, { title: "Mine", brandIds: [world.brandA.id] });
  expect(await assignItem(database.db, ASSET_KIND, world.me.id, assetId)).toEqual({
    userId: world.me.id,
    itemId: assetId,
    assigned: true,
  });
  expect(await assignItem(database.db, ASSET_KIND, world.me.id, assetId)).toEqual({
    userId: world.me.id,
    itemId: assetId,
    assigned: true,
  });
  expect(await database.db.select().from(assetUsers).where(eq(assetUsers.assetId, assetId))).toHaveLength(1);
  expect((await listAssets(database.db, world.me, { brandId: world.brandA.id })).assets.map((a) => a.id)).toContain(
    assetId,
  );
  expect(
    (await listAssets(database.db, world.other, { brandId: world.brandA.id })).assets.map((a) => a.id),
  ).not.toContain(assetId);
});

test("resources are assigned the same way", async () => {
  const resourceId = await addResource(database.db, { title: "Guide", brandIds: [world.brandA.id] });
  await assignItem(database.db, RESOURCE_KIND, world.other.id, resourceId);
  expect(await database.db.select().from(resourceUsers).where(eq(resourceUsers.resourceId, resourceId))).toEqual([
    { resourceId, userId: world.other.id },
  ]);
  expect((await listResources(database.db, world.me, { brandId: world.brandA.id })).map((r) => r.id)).not.toContain(
    resourceId,
  );
});

test("an unknown, malformed or deleted user is a 404 naming the user", async () => {
  const assetId = await addAsset(database.db, { title: "x", allBrands: true });
  const gone = (await libraryWorld(database.db)).me;
  await database.db.update(profiles).set({ deletedAt: new Date() }).where(eq(profiles.id, gone.id));
  for (const userId of [UNKNOWN, "not-a-uuid", gone.id]) {
    await expect(assignItem(database.db, ASSET_KIND, userId, assetId)).rejects.toMatchObject({
      status: 404,
      message: "User not found.",
    });
  }
  expect(await database.db.select().from(assetUsers).where(eq(assetUsers.assetId, assetId))).toEqual([]);
});

test("an unknown or deleted item is a 404 naming the item", async () => {
  const deletedAsset = await addAsset(database.db, { title: "old", allBrands: true, deleted: true });
  await expect(assignItem(database.db, ASSET_KIND, world.me.id, deletedAsset)).rejects.toMatchObject({
    status: 404,
    message: "Asset not found.",
  });
  await expect(assignItem(database.db, ASSET_KIND, world.me.id, UNKNOWN)).rejects.toMatchObject({
    status: 404,
    message: "Asset not found.",
  });
  await expect(assignItem(database.db, RESOURCE_KIND, world.me.id, "x")).rejects.toMatchObject({
    status: 404,
    message: "Resource not found.",
  });
  const assetId = await addAsset(database.db, { title: "an asset is no resource", allBrands: true });
  await expect(assignItem(database.db, RESOURCE_KIND, world.me.id, assetId)).rejects.toMatchObject({
    status: 404,
    message: "Resource not found.",
  });
});

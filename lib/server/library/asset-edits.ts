import "server-only";
import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { AdminLibraryItem, AssetReach, CreateAssetBody } from "@/lib/contract/admin-library";
import type { Db } from "@/lib/server/platform/db/client";
import {
  assetBrands,
  assets,
  assetUsers,
  assetVersions,
  rooms,
  roomAssets,
  shareLinks,
} from "@/lib/server/platform/db/schema";
import { notFound } from "@/lib/server/platform/http-errors";
import { idOr404 } from "@/lib/server/platform/row-id";
import type { Profile } from "@/lib/server/auth/profiles";
import {
  ASSET_KIND,
  assertKnown,
  chosenLinks,
  fileSizeKb,
  linkItem,
  listLibraryItems,
  type StoreEnv,
} from "./library-changes";

const ASSET_NOT_FOUND = "Asset not found.";

/** A live (not deleted) asset by its path id, else 404 as for an unknown id. */
export async function liveAsset(db: Db, rawId: string) {
  const id = idOr404(rawId, ASSET_NOT_FOUND, "asset_not_found");
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, id), isNull(assets.deletedAt)));
  if (!row) throw notFound(ASSET_NOT_FOUND, "asset_not_found");
  return row;
}

/**
 * PUT /api/admin/assets/{id}: the asset's fields, brands and users as the form sends them, in one
 * transaction. A new url is a new version (docs/admin.md#editing-an-asset): the asset keeps its id, so
 * every share page, room and link shows the new file at once; the file it replaces stays listed.
 */
export async function updateAsset(
  env: StoreEnv,
  db: Db,
  actor: Profile,
  rawId: string,
  input: CreateAssetBody,
): Promise<AdminLibraryItem> {
  const current = await liveAsset(db, rawId);
  const links = chosenLinks(input);
  const replaced = input.url !== current.url;
  const sizeKb = replaced ? await fileSizeKb(env, input) : current.fileSizeKb;
  await db.transaction(async (tx) => {
    await assertKnown(tx, links.brandIds, links.userIds);
    if (replaced) {
      // An asset made before versions were kept has no rows: its first file becomes version 1.
      const [kept] = await tx.select({ n: count() }).from(assetVersions).where(eq(assetVersions.assetId, current.id));
      if (!kept?.n) {
        await tx.insert(assetVersions).values({
          assetId: current.id,
          url: current.url,
          fileSizeKb: current.fileSizeKb,
          createdBy: current.createdBy,
          createdAt: current.createdAt,
        });
      }
      await tx
        .insert(assetVersions)
        .values({ assetId: current.id, url: input.url, fileSizeKb: sizeKb, createdBy: actor.id });
    }
    await tx
      .update(assets)
      .set({
        title: input.title,
        description: input.description,
        type: input.type,
        url: input.url,
        fileSizeKb: sizeKb,
        duration: replaced ? (input.duration ?? null) : (input.duration ?? current.duration),
        assignToAllBrands: input.assignToAllBrands,
        isActive: input.isActive,
      })
      .where(eq(assets.id, current.id));
    await tx.delete(assetBrands).where(eq(assetBrands.assetId, current.id));
    await tx.delete(assetUsers).where(eq(assetUsers.assetId, current.id));
    await linkItem(tx, ASSET_KIND, current.id, links);
  });
  const [updated] = await listLibraryItems(db, ASSET_KIND, current.id);
  if (!updated) throw new Error(`Asset ${current.id} vanished after its update`);
  return updated;
}

/**
 * GET /api/admin/assets/{id}/reach: what deleting the asset closes. Its share pages (one per rep and
 * brand) answer 410; the open rooms holding it lose it, and a room holding nothing else shows no asset.
 */
export async function assetReach(db: Db, rawId: string): Promise<AssetReach> {
  const asset = await liveAsset(db, rawId);
  const [[shares], [openRooms]] = await Promise.all([
    db.select({ n: count() }).from(shareLinks).where(eq(shareLinks.assetId, asset.id)),
    db
      .select({ n: sql<number>`count(distinct ${rooms.id})::int` })
      .from(roomAssets)
      .innerJoin(rooms, eq(rooms.id, roomAssets.roomId))
      .where(
        and(
          eq(roomAssets.assetId, asset.id),
          isNull(rooms.revokedAt),
          sql`(${rooms.expiresOn} is null or ${rooms.expiresOn} >= current_date)`,
        ),
      ),
  ]);
  return { shares: shares?.n ?? 0, rooms: openRooms?.n ?? 0 };
}

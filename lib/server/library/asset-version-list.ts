import "server-only";
import { and, asc, count, countDistinct, eq, gte, lt } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { AssetVersion } from "@/lib/contract/admin-library";
import type { Db } from "@/lib/server/platform/db/client";
import { assetVersions, roomAssetViews, roomVisits, shareLinks, shareOpens } from "@/lib/server/platform/db/schema";
import { liveAsset } from "./asset-edits";

/** A time column within [from, to); null ends are open (the first version, the current one). */
const within = (column: PgColumn, from: Date | null, to: Date | null) =>
  and(from ? gte(column, from) : undefined, to ? lt(column, to) : undefined);

/**
 * People's opens of an asset while one file was current: human opens of its share pages and human
 * room visits that opened it (docs/admin.md#editing-an-asset).
 */
async function humanOpensWhile(db: Db, assetId: string, from: Date | null, to: Date | null): Promise<number> {
  const [[shares], [visits]] = await Promise.all([
    db
      .select({ n: count() })
      .from(shareOpens)
      .innerJoin(shareLinks, eq(shareLinks.id, shareOpens.shareLinkId))
      .where(
        and(eq(shareLinks.assetId, assetId), eq(shareOpens.hitClass, "human"), within(shareOpens.occurredAt, from, to)),
      ),
    db
      .select({ n: countDistinct(roomVisits.id) })
      .from(roomAssetViews)
      .innerJoin(roomVisits, eq(roomVisits.id, roomAssetViews.visitId))
      .where(
        and(
          eq(roomAssetViews.assetId, assetId),
          eq(roomVisits.hitClass, "human"),
          within(roomVisits.occurredAt, from, to),
        ),
      ),
  ]);
  return (shares?.n ?? 0) + (visits?.n ?? 0);
}

/**
 * GET /api/admin/assets/{id}/versions: the asset's files, oldest first (one, if never replaced), each
 * with the opens by people while it was the one customers saw.
 */
export async function assetVersionList(db: Db, rawId: string): Promise<AssetVersion[]> {
  const asset = await liveAsset(db, rawId);
  const rows = await db
    .select({ url: assetVersions.url, fileSizeKb: assetVersions.fileSizeKb, createdAt: assetVersions.createdAt })
    .from(assetVersions)
    .where(eq(assetVersions.assetId, asset.id))
    .orderBy(asc(assetVersions.createdAt), asc(assetVersions.id));
  const files = rows.length ? rows : [{ url: asset.url, fileSizeKb: asset.fileSizeKb, createdAt: asset.createdAt }];
  return Promise.all(
    files.map(async (file, index) => {
      const next = files[index + 1];
      return {
        version: index + 1,
        url: file.url,
        fileSizeKb: file.fileSizeKb,
        createdAt: file.createdAt.toISOString(),
        current: !next,
        humanOpens: await humanOpensWhile(db, asset.id, index ? file.createdAt : null, next?.createdAt ?? null),
      };
    }),
  );
}

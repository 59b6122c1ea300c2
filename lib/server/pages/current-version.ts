import "server-only";
import { inArray, max, sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { assetVersions } from "@/lib/server/platform/db/schema";

/**
 * When an asset's current file became current (docs/engagement.md#pages-read): a page read before it
 * was a page of an earlier file, so it never counts against the pages of this one. An asset never
 * replaced has no version rows, and every read is of its one file.
 */
export const currentVersionSince = (assetId: SQLWrapper) =>
  sql`coalesce((select max(${assetVersions.createdAt}) from ${assetVersions}
    where ${assetVersions.assetId} = ${assetId}), '-infinity'::timestamptz)`;

/** The same per asset id, for assets that were ever replaced (others are absent). */
export async function currentVersionStarts(db: Db, assetIds: readonly string[]): Promise<Map<string, Date>> {
  if (!assetIds.length) return new Map();
  const rows = await db
    .select({ assetId: assetVersions.assetId, since: max(assetVersions.createdAt) })
    .from(assetVersions)
    .where(inArray(assetVersions.assetId, [...assetIds]))
    .groupBy(assetVersions.assetId);
  return new Map(rows.flatMap((row) => (row.since ? [[row.assetId, row.since] as const] : [])));
}

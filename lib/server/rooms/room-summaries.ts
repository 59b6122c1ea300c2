import "server-only";
import { asc, count, eq, inArray } from "drizzle-orm";
import type { RoomAsset, RoomSummary } from "@/lib/contract/rooms";
import type { Db } from "@/lib/server/db/client";
import { assets, quotes, roomAssets } from "@/lib/server/db/schema";
import { portalAssetType } from "@/lib/server/services/assets";
import type { RoomRow } from "./room-owner";
import { roomStatus } from "./room-status";

/** The room page's absolute address: the slug is base64url, safe in a path as it is. */
export const roomUrl = (siteOrigin: string, slug: string) => `${siteOrigin}/r/${slug}`;

/** Each room's assets in the rep's order, by room id. */
export async function roomAssetLists(db: Db, roomIds: string[]): Promise<Map<string, RoomAsset[]>> {
  const lists = new Map<string, RoomAsset[]>(roomIds.map((id) => [id, []]));
  if (!roomIds.length) return lists;
  const rows = await db
    .select({ roomId: roomAssets.roomId, id: assets.id, title: assets.title, type: assets.type })
    .from(roomAssets)
    .innerJoin(assets, eq(assets.id, roomAssets.assetId))
    .where(inArray(roomAssets.roomId, roomIds))
    .orderBy(asc(roomAssets.roomId), asc(roomAssets.position));
  for (const { roomId, id, title, type } of rows) lists.get(roomId)?.push({ id, title, type: portalAssetType(type) });
  return lists;
}

async function quoteCounts(db: Db, roomIds: string[]): Promise<Map<string, number>> {
  if (!roomIds.length) return new Map();
  const rows = await db
    .select({ roomId: quotes.roomId, quotes: count() })
    .from(quotes)
    .where(inArray(quotes.roomId, roomIds))
    .groupBy(quotes.roomId);
  return new Map(rows.map((row) => [row.roomId ?? "", row.quotes]));
}

/**
 * Rooms as the rep's list shows them. The visit figures are the ones the hit writer keeps on the
 * room (human visits only), so a list costs two grouped reads whatever the visit history's size.
 */
export async function roomSummaries(db: Db, rows: RoomRow[], siteOrigin: string, now: Date): Promise<RoomSummary[]> {
  const ids = rows.map((row) => row.id);
  const [assetLists, quoteCount] = await Promise.all([roomAssetLists(db, ids), quoteCounts(db, ids)]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    url: roomUrl(siteOrigin, row.slug),
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    recipientCompany: row.recipientCompany,
    brandId: row.brandId,
    assets: assetLists.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    expiresOn: row.expiresOn,
    status: roomStatus(row, now),
    visits: row.visitCount,
    lastVisitAt: row.lastHumanAt?.toISOString() ?? null,
    possiblyForwarded: row.forwardedAt !== null,
    quotes: quoteCount.get(row.id) ?? 0,
  }));
}

import "server-only";
import { and, count, desc, inArray, sql, type SQL } from "drizzle-orm";
import type { AssetPages } from "@/lib/contract/pages";
import type { RoomSummary } from "@/lib/contract/rooms";
import type { Db } from "@/lib/server/platform/db/client";
import {
  afterKeyset,
  encodeKeysetCursor,
  epochMicros,
  type KeysetCursor,
} from "@/lib/server/platform/db/keyset-cursor";
import { quotes, rooms } from "@/lib/server/platform/db/schema";
import { portalAssetType } from "@/lib/server/library/asset-list";
import { pagesOfUrls } from "@/lib/server/pages/rendered-pages";
import { assetCoverUrl } from "@/lib/server/library/asset-cover";
import { toNewNetwork } from "./room-forwarding";
import { roomStatus } from "./room-status";

/** The room page's absolute address: the slug is base64url, safe in a path as it is. */
export const roomUrl = (siteOrigin: string, slug: string) => `${siteOrigin}/r/${slug}`;

/**
 * The room's assets in the rep's order as one JSON array: a row per room rather than per asset, as
 * mapping thousands of rows is most of what a 1,000-room list costs.
 */
// Spelled out: drizzle leaves the columns of a one-table select unqualified, which in this
// subquery would name its own tables' columns.
const assetsInOrder = sql<{ id: string; title: string; type: string; url: string }[]>`coalesce((
  select json_agg(json_build_object('id', a.id, 'title', a.title, 'type', a.type, 'url', a.url) order by ra.position)
  from room_assets ra join assets a on a.id = ra.asset_id
  where ra.room_id = "rooms"."id"), '[]'::json)`;

/**
 * When a room last saw anything: its newest human visit, else its creation. The list's order is
 * this, then the id, newest first: migration 0015's index `rooms_user_activity_idx` holds the same
 * expression after the rep, so a page is a range of it.
 */
const roomActivity = sql<Date>`coalesce(${rooms.lastHumanAt}, ${rooms.createdAt})`;

const summaryColumns = {
  id: rooms.id,
  slug: rooms.slug,
  recipientName: rooms.recipientName,
  recipientEmail: rooms.recipientEmail,
  recipientCompany: rooms.recipientCompany,
  brandId: rooms.brandId,
  createdAt: rooms.createdAt,
  expiresOn: rooms.expiresOn,
  revokedAt: rooms.revokedAt,
  visitCount: rooms.visitCount,
  lastHumanAt: rooms.lastHumanAt,
  forwardedAt: rooms.forwardedAt,
  toNewNetwork,
  assets: assetsInOrder,
};

async function quoteCounts(db: Db, roomIds: string[]): Promise<Map<string, number>> {
  if (!roomIds.length) return new Map();
  const rows = await db
    .select({ roomId: quotes.roomId, quotes: count() })
    .from(quotes)
    .where(inArray(quotes.roomId, roomIds))
    .groupBy(quotes.roomId);
  return new Map(rows.map((row) => [row.roomId ?? "", row.quotes]));
}

/** The room's cover: that of its first asset, in the rep's order, whose pages are ready. */
function roomCover(roomAssets: SummaryRow["assets"], pages: Map<string, AssetPages>): string | null {
  for (const asset of roomAssets) {
    const cover = assetCoverUrl(asset.id, asset.url, pages.get(asset.url) ?? null);
    if (cover) return cover;
  }
  return null;
}

type SummaryRow = Awaited<ReturnType<typeof summaryRows>>[number];

const summaryRows = (db: Db, where: SQL | undefined) =>
  db
    .select({ ...summaryColumns, activityMicros: epochMicros(roomActivity) })
    .from(rooms)
    .where(where);

/** The rows as the rep's list shows them, in their order, with each room's quotes. */
async function summariesOf(db: Db, rows: SummaryRow[], siteOrigin: string, now: Date): Promise<RoomSummary[]> {
  const [quoteCount, pages] = await Promise.all([
    quoteCounts(
      db,
      rows.map((row) => row.id),
    ),
    pagesOfUrls(
      db,
      rows.flatMap((row) => row.assets.map((asset) => asset.url)),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    url: roomUrl(siteOrigin, row.slug),
    recipientName: row.recipientName,
    recipientEmail: row.recipientEmail,
    recipientCompany: row.recipientCompany,
    brandId: row.brandId,
    assets: row.assets.map(({ id, title, type }) => ({ id, title, type: portalAssetType(type) })),
    coverUrl: roomCover(row.assets, pages),
    createdAt: row.createdAt.toISOString(),
    expiresOn: row.expiresOn,
    status: roomStatus(row, now),
    visits: row.visitCount,
    lastVisitAt: row.lastHumanAt?.toISOString() ?? null,
    possiblyForwarded: row.toNewNetwork,
    otherDevice: row.forwardedAt !== null && !row.toNewNetwork,
    quotes: quoteCount.get(row.id) ?? 0,
  }));
}

/**
 * The rooms `where` selects, as the rep's list shows them. The visit figures are the ones the hit
 * writer keeps on the room (human visits only), never a read of the visits.
 */
export async function roomSummariesWhere(
  db: Db,
  where: SQL | undefined,
  { siteOrigin, now }: { siteOrigin: string; now: Date },
): Promise<RoomSummary[]> {
  return summariesOf(db, await summaryRows(db, where), siteOrigin, now);
}

/**
 * Up to `limit` of the rooms `where` selects after `cursor`, newest activity first (ties: the
 * greater id first), and the cursor of the page after them (null when none follow).
 */
export async function roomSummaryPage(
  db: Db,
  where: SQL,
  { siteOrigin, now, limit, cursor }: { siteOrigin: string; now: Date; limit: number; cursor?: KeysetCursor },
): Promise<{ rooms: RoomSummary[]; nextCursor: string | null }> {
  const rows = await summaryRows(db, and(where, cursor ? afterKeyset(roomActivity, rooms.id, cursor) : undefined))
    .orderBy(desc(roomActivity), desc(rooms.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rooms: await summariesOf(db, page, siteOrigin, now),
    nextCursor: rows.length > limit && last ? encodeKeysetCursor({ micros: last.activityMicros, id: last.id }) : null,
  };
}

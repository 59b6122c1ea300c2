import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import {
  assets,
  roomPageViews,
  roomVisits,
  shareLinks,
  shareOpens,
  sharePageViews,
} from "@/lib/server/platform/db/schema";
import { readyPageCounts } from "./page-reads";

/** How far the day's human reading got in one PDF: pages with any seconds, of its page count. */
export interface PagesReadSoFar {
  read: number;
  count: number;
}

/** "read 6 of 12 pages", as the alert e-mail says it. */
export function pagesReadPhrase({ read, count }: PagesReadSoFar): string {
  return `read ${read} of ${count} ${count === 1 ? "page" : "pages"}`;
}

/** A timestamp column within one UTC day (YYYY-MM-DD). */
const onUtcDay = (at: unknown, day: string) =>
  sql`${at} >= ${day}::date::timestamp at time zone 'UTC' and ${at} < (${day}::date + 1)::timestamp at time zone 'UTC'`;

/**
 * The pages a share's human opens of a UTC day read, when its asset is a ready PDF and a page
 * report has come in with any seconds; else undefined (the alert then says nothing of pages).
 */
export async function sharePagesReadOn(tx: Db, shareLinkId: string, day: string): Promise<PagesReadSoFar | undefined> {
  const [share] = await tx
    .select({ url: assets.url })
    .from(shareLinks)
    .innerJoin(assets, eq(assets.id, shareLinks.assetId))
    .where(eq(shareLinks.id, shareLinkId));
  const count = share && (await readyPageCounts(tx, [share.url])).get(share.url);
  if (!count) return undefined;
  const [row] = await tx
    .select({ read: sql<number>`count(distinct ${sharePageViews.page})`.mapWith(Number) })
    .from(sharePageViews)
    .innerJoin(shareOpens, eq(shareOpens.id, sharePageViews.openId))
    .where(
      and(
        eq(shareOpens.shareLinkId, shareLinkId),
        eq(shareOpens.hitClass, "human"),
        onUtcDay(shareOpens.occurredAt, day),
        sql`${sharePageViews.seconds} > 0 and ${sharePageViews.page} <= ${count}`,
      ),
    );
  return row?.read ? { read: row.read, count } : undefined;
}

/** The same per PDF asset of a room (id and URL), over the room's human visits of a UTC day. */
export async function roomPagesReadOn(
  tx: Db,
  roomId: string,
  roomAssetUrls: readonly { id: string; url: string }[],
  day: string,
): Promise<Map<string, PagesReadSoFar>> {
  const counts = await readyPageCounts(
    tx,
    roomAssetUrls.map((asset) => asset.url),
  );
  const pdfs = roomAssetUrls.filter((asset) => counts.has(asset.url));
  const found = new Map<string, PagesReadSoFar>();
  if (!pdfs.length) return found;
  const rows = await tx
    .select({ assetId: roomPageViews.assetId, page: roomPageViews.page })
    .from(roomPageViews)
    .innerJoin(roomVisits, eq(roomVisits.id, roomPageViews.visitId))
    .where(
      and(
        eq(roomVisits.roomId, roomId),
        eq(roomVisits.hitClass, "human"),
        onUtcDay(roomVisits.occurredAt, day),
        inArray(
          roomPageViews.assetId,
          pdfs.map((asset) => asset.id),
        ),
        sql`${roomPageViews.seconds} > 0`,
      ),
    )
    .groupBy(roomPageViews.assetId, roomPageViews.page);
  for (const asset of pdfs) {
    const count = counts.get(asset.url) ?? 0;
    const read = rows.filter((row) => row.assetId === asset.id && row.page <= count).length;
    if (read) found.set(asset.id, { read, count });
  }
  return found;
}

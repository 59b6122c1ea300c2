import "server-only";
import { and, eq, gte, inArray, sql } from "drizzle-orm";
import type { PageReads, VisitPages } from "@/lib/contract/pages";
import type { Db } from "@/lib/server/platform/db/client";
import { roomPageViews, roomVisits, shareLinks, shareOpens, sharePageViews } from "@/lib/server/platform/db/schema";
import { currentVersionSince, currentVersionStarts } from "./current-version";
import { pagesOfUrls } from "./rendered-pages";

/** The page count of each URL that is a ready PDF; other URLs are absent. */
export async function readyPageCounts(db: Db, urls: readonly string[]): Promise<Map<string, number>> {
  const pages = await pagesOfUrls(db, urls);
  const counts = new Map<string, number>();
  for (const [url, of] of pages) if (of?.status === "ready" && of.count) counts.set(url, of.count);
  return counts;
}

interface PageSum {
  key: string;
  page: number;
  seconds: number;
  visits: number;
}

/** Every page 1..count with its figures, zeros for unread ones. */
function everyPage(count: number, sums: readonly PageSum[]): NonNullable<PageReads> {
  const byPage = new Map(sums.map((sum) => [sum.page, sum]));
  return Array.from({ length: count }, (_, i) => {
    const sum = byPage.get(i + 1);
    return { page: i + 1, seconds: sum?.seconds ?? 0, visits: sum?.visits ?? 0 };
  });
}

/** Folds summed rows by their key into each key's pages, or null for keys without a page count. */
function readsByKey(counts: Map<string, number | undefined>, sums: readonly PageSum[]): Map<string, PageReads> {
  return new Map(
    [...counts].map(([key, count]) => [
      key,
      count
        ? everyPage(
            count,
            sums.filter((sum) => sum.key === key),
          )
        : null,
    ]),
  );
}

/**
 * Per asset of a room (id and URL), its pages over the room's human visits since its current file:
 * seconds summed, and `visits` the human visits that gave the page any seconds. Null for assets that
 * are not ready PDFs.
 */
export async function roomPageReads(
  db: Db,
  roomId: string,
  roomAssetUrls: readonly { id: string; url: string }[],
): Promise<Map<string, PageReads>> {
  const counts = await readyPageCounts(
    db,
    roomAssetUrls.map((asset) => asset.url),
  );
  const pdfIds = roomAssetUrls.filter((asset) => counts.has(asset.url)).map((asset) => asset.id);
  const sums = pdfIds.length
    ? await db
        .select({
          key: sql<string>`${roomPageViews.assetId}::text`,
          page: roomPageViews.page,
          seconds: sql<number>`sum(${roomPageViews.seconds})`.mapWith(Number),
          visits: sql<number>`count(*) filter (where ${roomPageViews.seconds} > 0)`.mapWith(Number),
        })
        .from(roomPageViews)
        .innerJoin(roomVisits, eq(roomVisits.id, roomPageViews.visitId))
        .where(
          and(
            eq(roomVisits.roomId, roomId),
            eq(roomVisits.hitClass, "human"),
            inArray(roomPageViews.assetId, pdfIds),
            gte(roomVisits.occurredAt, currentVersionSince(roomPageViews.assetId)),
          ),
        )
        .groupBy(roomPageViews.assetId, roomPageViews.page)
    : [];
  return readsByKey(new Map(roomAssetUrls.map((asset) => [asset.id, counts.get(asset.url)])), sums);
}

const visitAssetKey = (visitId: number, assetId: string) => `${visitId}:${assetId}`;

/** What one visit read of one asset: its pages in page order, or null when there is nothing to show. */
export type VisitPagesOf = (visit: { id: number; at: Date }, assetId: string) => VisitPages;

/**
 * What each human visit read of each PDF asset: the pages with any seconds, in page order (not the
 * order read: the beacon reports totals per page). A PDF asset a visit read nothing of has []; an
 * asset without a page count, or read before its current file (another document), has null.
 */
export async function visitPagesOf(
  db: Db,
  humanVisitIds: readonly number[],
  assetUrls: ReadonlyMap<string, string>,
): Promise<VisitPagesOf> {
  const [byUrl, versionSince] = await Promise.all([
    readyPageCounts(db, [...assetUrls.values()]),
    currentVersionStarts(db, [...assetUrls.keys()]),
  ]);
  const counts = new Map<string, number>();
  for (const [assetId, url] of assetUrls) {
    const count = byUrl.get(url);
    if (count) counts.set(assetId, count);
  }
  const pages = new Map<string, NonNullable<VisitPages>>();
  const rows =
    humanVisitIds.length && counts.size
      ? await db
          .select({
            visitId: roomPageViews.visitId,
            assetId: roomPageViews.assetId,
            page: roomPageViews.page,
            seconds: roomPageViews.seconds,
          })
          .from(roomPageViews)
          .where(
            and(
              inArray(roomPageViews.visitId, [...humanVisitIds]),
              inArray(roomPageViews.assetId, [...counts.keys()]),
              sql`${roomPageViews.seconds} > 0`,
            ),
          )
          .orderBy(roomPageViews.visitId, roomPageViews.assetId, roomPageViews.page)
      : [];
  for (const row of rows) {
    if (row.page > (counts.get(row.assetId) ?? 0)) continue;
    const key = visitAssetKey(row.visitId, row.assetId);
    pages.set(key, [...(pages.get(key) ?? []), { page: row.page, seconds: row.seconds }]);
  }
  return (visit, assetId) => {
    const since = versionSince.get(assetId);
    if (!counts.has(assetId) || (since && visit.at < since)) return null;
    return pages.get(visitAssetKey(visit.id, assetId)) ?? [];
  };
}

/**
 * Per share link (id and its asset's URL), its PDF's pages over the share's human opens since
 * `since` and since its current file; null for shares whose asset is not a ready PDF.
 */
export async function sharePageReads(
  db: Db,
  shareUrls: readonly { id: string; url: string }[],
  since: Date,
): Promise<Map<string, PageReads>> {
  const counts = await readyPageCounts(
    db,
    shareUrls.map((share) => share.url),
  );
  const pdfShares = shareUrls.filter((share) => counts.has(share.url)).map((share) => share.id);
  const sums = pdfShares.length
    ? await db
        .select({
          key: sql<string>`${shareOpens.shareLinkId}::text`,
          page: sharePageViews.page,
          seconds: sql<number>`sum(${sharePageViews.seconds})`.mapWith(Number),
          visits: sql<number>`count(*) filter (where ${sharePageViews.seconds} > 0)`.mapWith(Number),
        })
        .from(sharePageViews)
        .innerJoin(shareOpens, eq(shareOpens.id, sharePageViews.openId))
        .innerJoin(shareLinks, eq(shareLinks.id, shareOpens.shareLinkId))
        .where(
          and(
            inArray(shareOpens.shareLinkId, pdfShares),
            eq(shareOpens.hitClass, "human"),
            gte(shareOpens.occurredAt, since),
            gte(shareOpens.occurredAt, currentVersionSince(shareLinks.assetId)),
          ),
        )
        .groupBy(shareOpens.shareLinkId, sharePageViews.page)
    : [];
  return readsByKey(new Map(shareUrls.map((share) => [share.id, counts.get(share.url)])), sums);
}

import "server-only";
import { sql } from "drizzle-orm";
import type { PageSeconds } from "@/lib/contract/pages";
import type { Db } from "@/lib/server/platform/db/client";
import { roomPageViews, sharePageViews } from "@/lib/server/platform/db/schema";
import { readyPageCounts, storedPdfName } from "./rendered-pages";

/**
 * The page times of a report that count (docs/pages.md#time-on-each-page): only pages of the asset's
 * ready PDF (a page beyond its count, or any page while it has none, is ignored, so a report cannot
 * add rows the document does not have), none with nothing, and no page's seconds beyond `elapsed`,
 * the time since the open or visit was served.
 */
export async function countedPageSeconds(
  db: Db,
  assetUrl: string,
  reported: readonly PageSeconds[],
  elapsed: number,
): Promise<PageSeconds[]> {
  const fileName = storedPdfName(assetUrl);
  if (!reported.length || !fileName) return [];
  const count = (await readyPageCounts(db, [fileName])).get(fileName) ?? 0;
  return reported
    .filter((report) => report.page <= count && report.seconds > 0)
    .map((report) => ({ page: report.page, seconds: Math.min(report.seconds, elapsed) }));
}

// greatest(): a later report only ever raises a page's seconds, whatever order reports arrive in.

/** Raises one human share open's seconds on each page (share_page_views). */
export async function raiseSharePageSeconds(db: Db, openId: number, pages: readonly PageSeconds[]): Promise<void> {
  if (!pages.length) return;
  await db
    .insert(sharePageViews)
    .values(pages.map((p) => ({ openId, page: p.page, seconds: p.seconds })))
    .onConflictDoUpdate({
      target: [sharePageViews.openId, sharePageViews.page],
      set: { seconds: sql`greatest(${sharePageViews.seconds}, excluded.seconds)` },
    });
}

/** Raises one human room visit's seconds on each page of one asset (room_page_views). */
export async function raiseRoomPageSeconds(
  db: Db,
  visitId: number,
  assetId: string,
  pages: readonly PageSeconds[],
): Promise<void> {
  if (!pages.length) return;
  await db
    .insert(roomPageViews)
    .values(pages.map((p) => ({ visitId, assetId, page: p.page, seconds: p.seconds })))
    .onConflictDoUpdate({
      target: [roomPageViews.visitId, roomPageViews.assetId, roomPageViews.page],
      set: { seconds: sql`greatest(${roomPageViews.seconds}, excluded.seconds)` },
    });
}

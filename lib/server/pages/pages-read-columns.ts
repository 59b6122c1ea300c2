import "server-only";
import { sql } from "drizzle-orm";
import {
  assets,
  pdfRenders,
  roomAssets,
  roomPageViews,
  roomVisits,
  shareOpens,
  sharePageViews,
} from "@/lib/server/platform/db/schema";

// Columns of the admin's hits export (lib/server/reports/exports.ts), as SQL over its joined rows.

/** The ready render of a stored PDF at `url` (as `storedPdfName` in lib/server/pages/rendered-pages.ts reads it). */
const readyRenderOf = (url: unknown) =>
  sql`select ${pdfRenders.pageCount} from ${pdfRenders} where ${pdfRenders.status} = 'ready'
    and ${pdfRenders.fileName} = substring(${url} from '^/uploads/([0-9a-f-]{36}\\.pdf)$')`;

/** A share open's pages with any seconds (docs/engagement.md#pages-read); null when its asset has no page images. */
export const sharePagesRead = sql<number | null>`(
  select case when max(r.page_count) is not null then count(${sharePageViews.page}) end
  from (${readyRenderOf(assets.url)}) r
  left join ${sharePageViews} on ${sharePageViews.openId} = ${shareOpens.id}
    and ${sharePageViews.seconds} > 0 and ${sharePageViews.page} <= r.page_count)`.mapWith(Number);

/**
 * A room visit's pages with any seconds, over all the room's PDFs; null when the room holds no PDF
 * with page images.
 */
export const roomPagesRead = sql<number | null>`case when exists (
    select 1 from ${roomAssets} ra join ${assets} a on a.id = ra.asset_id
    where ra.room_id = ${roomVisits.roomId} and exists (${readyRenderOf(sql`a.url`)}))
  then (select count(*) from ${roomPageViews}
    where ${roomPageViews.visitId} = ${roomVisits.id} and ${roomPageViews.seconds} > 0) end`.mapWith(Number);

import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { ContentDetail, ContentPeriodQuery } from "@/lib/contract/content-scorecard";
import type { Db } from "@/lib/server/platform/db/client";
import {
  assets,
  profiles,
  roomPageViews,
  roomVisits,
  shareOpens,
  sharePageViews,
} from "@/lib/server/platform/db/schema";
import { notFound } from "@/lib/server/platform/http-errors";
import { readyPageCounts } from "@/lib/server/pages/page-reads";
import { contentScope, humanOpens, rowsOf } from "./content-events";

const ASSET_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/admin/content/{assetId}: the asset's human opens by UTC day and by rep (counts only,
 * never who opened), and for a paged PDF the percent of its readers (opens that read any page) who
 * read each page: where readers drop off.
 */
export async function contentDetail(db: Db, assetId: string, query: ContentPeriodQuery): Promise<ContentDetail> {
  if (!ASSET_ID.test(assetId)) throw notFound("Asset not found.", "asset_not_found");
  const [asset] = await db
    .select({ id: assets.id, title: assets.title, type: assets.type, url: assets.url })
    .from(assets)
    .where(and(eq(assets.id, assetId), isNull(assets.deletedAt)));
  if (!asset) throw notFound("Asset not found.", "asset_not_found");
  const scope = await contentScope(db, query);
  const events = sql`(${humanOpens(scope, asset.id)}) events`;
  const byDay = await rowsOf<{ day: string; opens: number | string }>(
    db,
    sql`select to_char((at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, count(*) as opens
      from ${events} group by 1 order by 1`,
  );
  const byRep = await rowsOf<{
    user_id: string;
    first_name: string | null;
    last_name: string | null;
    email: string;
    opens: number | string;
  }>(
    db,
    sql`select events.user_id, ${profiles.firstName} as first_name, ${profiles.lastName} as last_name,
        ${profiles.email} as email, count(*) as opens
      from ${events} join ${profiles} on ${profiles.id} = events.user_id
      group by events.user_id, ${profiles.firstName}, ${profiles.lastName}, ${profiles.email}
      order by count(*) desc, ${profiles.email}`,
  );
  const count = (await readyPageCounts(db, [asset.url])).get(asset.url);
  const reads = count
    ? await rowsOf<{ page: number; readers: number | string }>(
        db,
        sql`select page, count(*) as readers from (
            select ${sharePageViews.page} as page, 's' || ${shareOpens.id} as event from ${sharePageViews}
            join ${shareOpens} on ${shareOpens.id} = ${sharePageViews.openId}
            where ${sharePageViews.seconds} > 0 and ${sql`'s' || ${shareOpens.id}`} in (select event from ${events})
            union all
            select ${roomPageViews.page}, 'r' || ${roomVisits.id} || ':' || ${roomPageViews.assetId}
            from ${roomPageViews}
            join ${roomVisits} on ${roomVisits.id} = ${roomPageViews.visitId}
            where ${roomPageViews.seconds} > 0 and ${roomPageViews.assetId} = ${asset.id}::uuid
              and ${sql`'r' || ${roomVisits.id} || ':' || ${roomPageViews.assetId}`} in (select event from ${events})
          ) read where page <= ${count} group by page`,
      )
    : [];
  const [readerRow] = count
    ? await rowsOf<{ readers: number | string }>(db, sql`select count(*) as readers from ${events} where pct > 0`)
    : [];
  const readers = Number(readerRow?.readers ?? 0);
  const byPage = new Map(reads.map((row) => [Number(row.page), Number(row.readers)]));
  return {
    assetId: asset.id,
    title: asset.title,
    type: asset.type,
    byDay: byDay.map((row) => ({ day: row.day, humanOpens: Number(row.opens) })),
    byRep: byRep.map((row) => ({
      userId: row.user_id,
      name: [row.first_name, row.last_name].filter(Boolean).join(" ") || row.email,
      humanOpens: Number(row.opens),
    })),
    pages: count
      ? Array.from({ length: count }, (_, i) => {
          const pageReaders = byPage.get(i + 1) ?? 0;
          return {
            page: i + 1,
            readers: pageReaders,
            percent: readers ? Math.round((pageReaders / readers) * 100) : 0,
          };
        })
      : null,
    readers,
  };
}

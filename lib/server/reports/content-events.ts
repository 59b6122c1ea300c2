import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { ContentPeriodQuery } from "@/lib/contract/content-scorecard";
import type { Db } from "@/lib/server/platform/db/client";
import {
  assets,
  pdfRenders,
  roomAssetViews,
  roomPageViews,
  rooms,
  roomVisits,
  shareLinks,
  shareOpens,
  sharePageViews,
} from "@/lib/server/platform/db/schema";
import { assertBrandExists } from "@/lib/server/library/visibility";
import { ENGAGED_SECONDS } from "./quote-credits";

const DAY_MS = 86_400_000;
export const DEFAULT_CONTENT_DAYS = 30;

/** A Content call's UTC days as a half-open range of instants, and its brand (or every brand). */
export interface ContentScope {
  start: Date;
  end: Date;
  brandId: string | undefined;
}

/** The period asked for: `days` up to today included (30 by default), or from..to; the brand must exist. */
export async function contentScope(db: Db, query: ContentPeriodQuery, now = new Date()): Promise<ContentScope> {
  if (query.brandId) await assertBrandExists(db, query.brandId);
  if (query.from && query.to)
    return {
      start: new Date(`${query.from}T00:00:00Z`),
      end: new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS),
      brandId: query.brandId,
    };
  const tomorrow = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS;
  return {
    start: new Date(tomorrow - (query.days ?? DEFAULT_CONTENT_DAYS) * DAY_MS),
    end: new Date(tomorrow),
    brandId: query.brandId,
  };
}

/** A half-open range of instants. */
export interface Instants {
  start: Date;
  end: Date;
}

/** `column` lies in the scope's period. */
export const inPeriod = (column: SQL | typeof shareOpens.occurredAt, scope: Instants) =>
  sql`(${column} >= ${scope.start.toISOString()}::timestamptz and ${column} < ${scope.end.toISOString()}::timestamptz)`;

/** `column` lies in one of the ranges (never, for none): each range keeps its index scan. */
const inRanges = (column: SQL, ranges: readonly Instants[]) =>
  ranges.length
    ? sql`(${sql.join(
        ranges.map((range) => inPeriod(column, range)),
        sql` or `,
      )})`
    : sql`false`;

/** `column` is the scope's brand (always true without one). */
export const ofBrand = (column: SQL | typeof rooms.brandId, scope: ContentScope) =>
  scope.brandId === undefined ? sql`true` : sql`${column} = ${scope.brandId}::uuid`;

/** The ready page count of an asset's stored PDF (null for anything else), in a query joined with `withPages`. */
const pageCount = sql`${pdfRenders.pageCount}`;

/** Joins an asset's ready PDF job (once per query, hashed: not a look-up per open). */
const withPages = sql`left join ${pdfRenders}
  on ${pdfRenders.status} = 'ready' and '/uploads/' || ${pdfRenders.fileName} = ${assets.url}`;

/**
 * How far one open or visit read the asset, in percent: the pages read of a paged PDF over its
 * pages (pages past the current count left out, as the page strip does), the furthest percent
 * played of a video or audio (0 when nothing played), null for anything else.
 */
function readPercent(played: SQL, pagesRead: (count: SQL) => SQL): SQL {
  return sql`case
    when ${assets.type} in ('video', 'audio') then coalesce(${played}, 0)::float8
    when ${pageCount} > 0 then 100.0 * ${pagesRead(pageCount)} / ${pageCount}
  end`;
}

/**
 * Every human open of the period that counts for an asset (docs/engagement.md#content-scorecard):
 * share-page opens of class human, and room visits of class human that engaged with the asset
 * (5 s in view, a play, a download or a page read). Scanners, previews, bots, HEAD and the rep's
 * own opens are other classes and never appear. Columns: asset_id, user_id (the rep), brand_id (of
 * the share or room), at, visitor, pct, downloads, event (unique per open and asset). Only the opens
 * within `ranges` are read (by default the whole period; the roll-up holds the rest: content-rollup.ts).
 */
export function humanOpens(scope: ContentScope, assetId?: string, ranges: readonly Instants[] = [scope]): SQL {
  const shareAsset = assetId ? sql`and ${shareLinks.assetId} = ${assetId}::uuid` : sql``;
  const roomAsset = assetId ? sql`and engaged.asset_id = ${assetId}::uuid` : sql``;
  const sharePct = readPercent(
    sql`${shareOpens.furthestPercent}`,
    (count) => sql`(select count(*) from ${sharePageViews} where ${sharePageViews.openId} = ${shareOpens.id}
      and ${sharePageViews.seconds} > 0 and ${sharePageViews.page} <= ${count})`,
  );
  const roomPct = readPercent(
    sql`viewed.furthest_percent`,
    (count) => sql`(select count(*) from ${roomPageViews} where ${roomPageViews.visitId} = ${roomVisits.id}
      and ${roomPageViews.assetId} = engaged.asset_id and ${roomPageViews.seconds} > 0
      and ${roomPageViews.page} <= ${count})`,
  );
  // Only the period's human visits are looked at. For a day or two, their asset views and page views
  // are looked up by visit id (lateral; the "limit 1" of the unique row keeps the planner from
  // turning it into a join): a hash join would read every asset view ever recorded. For longer
  // periods, that hash join is the faster (1 s against 9 s over 90 days in bench/analytics).
  const visitedAt = inRanges(sql`${roomVisits.occurredAt}`, ranges);
  const humanVisitInPeriod = sql`${roomVisits.hitClass} = 'human' and ${visitedAt}`;
  const engagedBy = (views: SQL, pages: SQL) => sql`
    select v.visit_id, v.asset_id from ${roomAssetViews} v ${views}
      and (v.seconds >= ${ENGAGED_SECONDS} or v.furthest_percent > 0 or v.downloads > 0)
    union
    select p.visit_id, p.asset_id from ${roomPageViews} p ${pages} and p.seconds > 0`;
  const lookUp = ranges.reduce((ms, range) => ms + range.end.getTime() - range.start.getTime(), 0) <= 2 * DAY_MS;
  const visitsWithAssets = lookUp
    ? sql`${roomVisits} cross join lateral (${engagedBy(
        sql`where v.visit_id = ${roomVisits.id}`,
        sql`where p.visit_id = ${roomVisits.id}`,
      )}) engaged
      left join lateral (
        select v.furthest_percent, v.downloads from ${roomAssetViews} v
        where v.visit_id = ${roomVisits.id} and v.asset_id = engaged.asset_id limit 1
      ) viewed on true`
    : sql`(${engagedBy(
        sql`join ${roomVisits} on ${roomVisits.id} = v.visit_id where ${humanVisitInPeriod}`,
        sql`join ${roomVisits} on ${roomVisits.id} = p.visit_id where ${humanVisitInPeriod}`,
      )}) engaged
      join ${roomVisits} on ${roomVisits.id} = engaged.visit_id
      left join ${roomAssetViews} viewed on viewed.visit_id = engaged.visit_id and viewed.asset_id = engaged.asset_id`;
  return sql`
    select ${shareLinks.assetId} as asset_id, ${shareLinks.userId} as user_id, ${shareLinks.brandId} as brand_id,
      ${shareOpens.occurredAt} as at,
      ${shareOpens.visitor} as visitor, ${sharePct} as pct, 0 as downloads, 's' || ${shareOpens.id} as event
    from ${shareOpens}
    join ${shareLinks} on ${shareLinks.id} = ${shareOpens.shareLinkId}
    join ${assets} on ${assets.id} = ${shareLinks.assetId}
    ${withPages}
    where ${shareOpens.hitClass} = 'human' and ${inRanges(sql`${shareOpens.occurredAt}`, ranges)}
      and ${ofBrand(sql`${shareLinks.brandId}`, scope)} ${shareAsset}
    union all
    select engaged.asset_id, ${rooms.userId}, ${rooms.brandId}, ${roomVisits.occurredAt}, ${roomVisits.visitor},
      ${roomPct}, coalesce(viewed.downloads, 0), 'r' || ${roomVisits.id} || ':' || engaged.asset_id
    from ${visitsWithAssets}
    join ${rooms} on ${rooms.id} = ${roomVisits.roomId}
    join ${assets} on ${assets.id} = engaged.asset_id
    ${withPages}
    where ${humanVisitInPeriod} and ${ofBrand(sql`${rooms.brandId}`, scope)} ${roomAsset}`;
}

/** The rows of a raw query, on PGlite and node-postgres alike. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The rows of a Content report, with PostgreSQL's JIT compilation off: the raw opens' per-row
 * look-ups make the planner's cost estimate pass jit_above_cost, and compiling the plan took
 * 307 ms of a 769 ms list that ran in 170 ms without it (bench/README.md).
 */
export async function reportRows<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return rowsOf<T>(tx, query);
  });
}

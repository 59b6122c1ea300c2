import "server-only";
import { sql, type SQL } from "drizzle-orm";
import {
  CONTENT_PAGE_DEFAULT,
  type ContentListQuery,
  type ContentPage,
  type ContentRow,
  type ContentSort,
} from "@/lib/contract/content-scorecard";
import type { Db } from "@/lib/server/platform/db/client";
import {
  assetBrands,
  assets,
  quoteAssetCredits,
  quotes,
  roomAssets,
  rooms,
  shareLinks,
} from "@/lib/server/platform/db/schema";
import { badRequest } from "@/lib/server/platform/http-errors";
import { likePattern } from "@/lib/server/library/visibility";
import { contentScope, inPeriod, ofBrand, reportRows, type ContentScope } from "./content-events";
import { contentDays, openedAndMedians, type ContentDays } from "./content-figures";

/** The SQL expression each sort orders by (over the query's columns below). */
const SORT_COLUMNS: Record<ContentSort, SQL> = {
  activity: sql`greatest(last_open, last_shared_at)`,
  title: sql`lower(title)`,
  type: sql`type`,
  reps: sql`reps`,
  shares: sql`shares`,
  rooms: sql`rooms`,
  humanOpens: sql`human_opens`,
  visitors: sql`visitors`,
  medianReadPercent: sql`median_read_percent`,
  downloads: sql`downloads`,
  quoteCredits: sql`quote_credits`,
  lastSharedAt: sql`last_shared_at`,
};

/** Text columns read A to Z by default; figures and times biggest or newest first. */
const ASCENDING_BY_DEFAULT: readonly ContentSort[] = ["title", "type"];

/** The page cursor: the offset of the next row, base64url. A list of at most a few thousand assets is sorted whole. */
const encodeOffset = (offset: number) => Buffer.from(`o${offset}`).toString("base64url");
function decodeOffset(cursor: string): number {
  const match = /^o(\d{1,7})$/.exec(/^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, "base64url").toString() : "");
  if (!match?.[1]) throw badRequest("Invalid cursor.", "invalid_cursor");
  return Number(match[1]);
}

/** The assets a brand's list holds: live (not deleted) assets of the brand or of all brands. */
const assetOfBrand = (scope: ContentScope) =>
  scope.brandId === undefined
    ? sql`true`
    : sql`(${assets.assignToAllBrands} or ${assets.id} in
        (select ${assetBrands.assetId} from ${assetBrands} where ${assetBrands.brandId} = ${scope.brandId}::uuid))`;

interface RawRow {
  asset_id: string;
  title: string;
  type: string;
  reps: number | string;
  shares: number | string;
  rooms: number | string;
  human_opens: number | string;
  visitors: number | string;
  median_read_percent: number | string | null;
  downloads: number | string;
  quote_credits: number | string;
  last_shared_at: string | Date | null;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toRow(row: RawRow): ContentRow {
  const median = row.median_read_percent === null ? null : Math.round(Number(row.median_read_percent));
  return {
    assetId: row.asset_id,
    title: row.title,
    type: row.type,
    reps: Number(row.reps),
    shares: Number(row.shares),
    rooms: Number(row.rooms),
    humanOpens: Number(row.human_opens),
    visitors: Number(row.visitors),
    medianReadPercent: median,
    downloads: Number(row.downloads),
    quoteCredits: Math.round(Number(row.quote_credits) * 10) / 10,
    lastSharedAt: iso(row.last_shared_at),
  };
}

/**
 * Every asset's figures over the scope, one row each, searched, sorted and cut to one page. Each
 * source is summed per asset once and joined (a hash aggregate each), as the funnel does: the share
 * links and rooms in one pass per asset and rep (reps, shares, rooms, last shared); the
 * opens come from the roll-up's closed days and the raw tables' other days (content-figures.ts).
 */
function scorecardQuery(
  scope: ContentScope,
  days: ContentDays,
  where: SQL,
  order: SQL,
  limit: number,
  offset: number,
): SQL {
  const made = inPeriod(sql`${shareLinks.createdAt}`, scope);
  const sharedInPeriod = sql`(${made} or ${inPeriod(sql`${shareLinks.emailedAt}`, scope)})`;
  return sql`
    with ${openedAndMedians(scope, days)},
    shared_by as (
      select asset_id, user_id, count(*) filter (where share and in_period) as shares,
        count(*) filter (where not share and in_period) as rooms, bool_or(in_period) as in_period, max(at) as at
      from (
        select ${shareLinks.assetId} as asset_id, ${shareLinks.userId} as user_id, true as share,
          ${sharedInPeriod} as in_period, greatest(${shareLinks.createdAt}, ${shareLinks.emailedAt}) as at
        from ${shareLinks} where ${ofBrand(sql`${shareLinks.brandId}`, scope)}
        union all
        select ${roomAssets.assetId}, ${rooms.userId}, false, ${inPeriod(sql`${rooms.createdAt}`, scope)},
          ${rooms.createdAt}
        from ${roomAssets} join ${rooms} on ${rooms.id} = ${roomAssets.roomId}
        where ${ofBrand(sql`${rooms.brandId}`, scope)}
      ) sharing group by asset_id, user_id
    ),
    shared as (
      select asset_id, sum(shares) as shares, sum(rooms) as rooms, count(*) filter (where in_period) as reps,
        max(at) as last_shared_at
      from shared_by group by asset_id
    ),
    credited as (
      select ${quoteAssetCredits.assetId} as asset_id, sum(${quoteAssetCredits.credit}) as quote_credits
      from ${quoteAssetCredits}
      join ${quotes} on ${quotes.id} = ${quoteAssetCredits.quoteId}
      left join ${rooms} on ${rooms.id} = ${quotes.roomId}
      left join ${shareLinks} on ${shareLinks.id} = ${quotes.shareLinkId}
      where ${inPeriod(sql`${quoteAssetCredits.quotedAt}`, scope)}
        and ${ofBrand(sql`coalesce(${rooms.brandId}, ${shareLinks.brandId})`, scope)}
      group by ${quoteAssetCredits.assetId}
    ),
    scored as (
      select ${assets.id} as asset_id, ${assets.title} as title, ${assets.type} as type,
        coalesce(shared.reps, 0) as reps, coalesce(shared.shares, 0) as shares, coalesce(shared.rooms, 0) as rooms,
        coalesce(opened.human_opens, 0) as human_opens, coalesce(opened.visitors, 0) as visitors,
        medians.median_read_percent, coalesce(opened.downloads, 0) as downloads,
        coalesce(credited.quote_credits, 0) as quote_credits, opened.last_open,
        shared.last_shared_at
      from ${assets}
      left join opened on opened.asset_id = ${assets.id}
      left join medians on medians.asset_id = ${assets.id}
      left join shared on shared.asset_id = ${assets.id}
      left join credited on credited.asset_id = ${assets.id}
      where ${assets.deletedAt} is null and ${assetOfBrand(scope)} and ${where}
    )
    select * from scored order by ${order}, lower(title), asset_id limit ${limit} offset ${offset}`;
}

/**
 * GET /api/admin/content: one row per live asset (of the brand) with what reps shared and what
 * customers did with it over the period, human figures only (docs/admin.md#content).
 */
export async function contentScorecard(db: Db, query: ContentListQuery): Promise<ContentPage> {
  const scope = await contentScope(db, query);
  const sort = query.sort ?? "activity";
  const dir = query.dir ?? (ASCENDING_BY_DEFAULT.includes(sort) ? "asc" : "desc");
  const limit = query.limit ?? CONTENT_PAGE_DEFAULT;
  const offset = query.cursor === undefined ? 0 : decodeOffset(query.cursor);
  const search = query.q?.trim() ? sql`${assets.title} ilike ${likePattern(query.q.trim())}` : sql`true`;
  const order = sql`${SORT_COLUMNS[sort]} ${dir === "asc" ? sql`asc` : sql`desc`} nulls last`;
  const days = await contentDays(db, scope);
  const rows = await reportRows<RawRow>(db, scorecardQuery(scope, days, search, order, limit + 1, offset));
  return {
    assets: rows.slice(0, limit).map(toRow),
    nextCursor: rows.length > limit ? encodeOffset(offset + limit) : null,
  };
}

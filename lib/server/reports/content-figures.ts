import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import {
  contentDailyOpens,
  contentDailyReads,
  contentRolledDays,
  contentStaleDays,
} from "@/lib/server/platform/db/schema";
import { humanOpens, rowsOf, type ContentScope, type Instants } from "./content-events";

const DAY_MS = 86_400_000;

/** A period split in two: the days read from the roll-up, and the ranges read from the raw tables. */
export interface ContentDays {
  rolled: string[];
  fresh: Instants[];
}

/**
 * The scope's days whose roll-up is written and not stale, and the rest (today, days not yet
 * rolled, stale days) as ranges of instants for the raw tables.
 */
export async function contentDays(db: Db, scope: ContentScope): Promise<ContentDays> {
  const first = scope.start.toISOString().slice(0, 10);
  const last = new Date(scope.end.getTime() - DAY_MS).toISOString().slice(0, 10);
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`select to_char(${contentRolledDays.day}, 'YYYY-MM-DD') as day from ${contentRolledDays}
      where ${contentRolledDays.day} between ${first}::date and ${last}::date
        and ${contentRolledDays.day} not in (select ${contentStaleDays.day} from ${contentStaleDays})`,
  );
  const rolled = new Set(rows.map((row) => row.day));
  const fresh: Instants[] = [];
  for (let at = scope.start.getTime(); at < scope.end.getTime(); at += DAY_MS) {
    if (rolled.has(new Date(at).toISOString().slice(0, 10))) continue;
    const open = fresh.at(-1);
    if (open && open.end.getTime() === at) open.end = new Date(at + DAY_MS);
    else fresh.push({ start: new Date(at), end: new Date(at + DAY_MS) });
  }
  return { rolled: [...rolled], fresh };
}

/** A roll-up table's rows of the rolled days, for the scope's brand (or every brand's row). */
function rolledRows(
  table: typeof contentDailyOpens | typeof contentDailyReads,
  scope: ContentScope,
  days: ContentDays,
) {
  if (!days.rolled.length) return sql`false`;
  const brand =
    scope.brandId === undefined ? sql`${table.brandId} is null` : sql`${table.brandId} = ${scope.brandId}::uuid`;
  return sql`${table.day} in (${sql.join(
    days.rolled.map((day) => sql`${day}::date`),
    sql`, `,
  )}) and ${brand}`;
}

/**
 * CTEs `opened` (asset_id, human_opens, visitors, downloads, last_open) and `medians` (asset_id,
 * median_read_percent) over the scope: the roll-up's days added to the raw tables' other days.
 * Exact, not estimated: visitors are per day (the visitor key's salt changes daily) so they add
 * up, and the read percents are kept as counts per exact percent, so the median is the one
 * percentile_cont gives over every open (the same interpolation: lo + (hi - lo) * 0.5).
 */
export function openedAndMedians(scope: ContentScope, days: ContentDays): SQL {
  return sql`fresh as (${humanOpens(scope, undefined, days.fresh)}),
    opened as (
      select asset_id, sum(human_opens) as human_opens, sum(visitors) as visitors, sum(downloads) as downloads,
        max(last_open) as last_open
      from (
        select ${contentDailyOpens.assetId} as asset_id, ${contentDailyOpens.humanOpens} as human_opens,
          ${contentDailyOpens.visitors} as visitors, ${contentDailyOpens.downloads} as downloads,
          ${contentDailyOpens.lastOpenAt} as last_open
        from ${contentDailyOpens} where ${rolledRows(contentDailyOpens, scope, days)}
        union all
        select asset_id, count(*),
          count(distinct ((at at time zone 'UTC')::date, visitor)) filter (where visitor is not null),
          sum(downloads), max(at)
        from fresh group by asset_id
      ) parts group by asset_id
    ),
    read_counts as (
      select asset_id, percent, sum(opens) as opens from (
        select ${contentDailyReads.assetId} as asset_id, ${contentDailyReads.percent} as percent,
          ${contentDailyReads.opens} as opens
        from ${contentDailyReads} where ${rolledRows(contentDailyReads, scope, days)}
        union all
        select asset_id, pct, 1 from fresh where pct is not null
      ) reads group by asset_id, percent
    ),
    read_ranks as (
      select asset_id, percent, sum(opens) over (partition by asset_id order by percent) as upto,
        sum(opens) over (partition by asset_id) as total
      from read_counts
    ),
    medians as (
      select asset_id, lo + (hi - lo) * 0.5 as median_read_percent from (
        select asset_id, min(percent) filter (where upto >= floor((total + 1) / 2.0)) as lo,
          min(percent) filter (where upto >= ceil((total + 1) / 2.0)) as hi
        from read_ranks group by asset_id
      ) middle
    )`;
}

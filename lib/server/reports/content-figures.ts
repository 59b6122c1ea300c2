import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "@/lib/server/platform/db/client";
import {
  contentDailyOpens,
  contentDailyReads,
  contentDayVisitors,
  contentHourlyOpens,
  contentHourlyReads,
  contentHourlyVisitors,
  contentRolledDays,
  contentRolledHours,
  contentStaleDays,
  contentStaleHours,
} from "@/lib/server/platform/db/schema";
import { humanOpens, rowsOf, type ContentScope, type Instants } from "./content-events";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * A period split in three: the days read from the daily roll-up, the hours (of days not rolled
 * whole) read from the hourly one, and the ranges read from the raw tables. `counted`: the days of
 * those hours with none of their rolled hours stale, whose visitors over the rolled hours are
 * counted already (content_day_visitors).
 */
export interface ContentDays {
  rolled: string[];
  hours: string[];
  counted: string[];
  fresh: Instants[];
}

/**
 * The scope's days and hours whose roll-up is written and not stale, and the rest (the current
 * hour, what is not rolled yet, stale days and hours) as ranges of instants for the raw tables.
 */
export async function contentDays(db: Db, scope: ContentScope): Promise<ContentDays> {
  const first = scope.start.toISOString().slice(0, 10);
  const last = new Date(scope.end.getTime() - DAY_MS).toISOString().slice(0, 10);
  const [start, end] = [scope.start.toISOString(), scope.end.toISOString()];
  const rows = await rowsOf<{ day: string | null; hour: string | null; stale: boolean }>(
    db,
    sql`select to_char(${contentRolledDays.day}, 'YYYY-MM-DD') as day, null as hour, false as stale
      from ${contentRolledDays}
      where ${contentRolledDays.day} between ${first}::date and ${last}::date
        and ${contentRolledDays.day} not in (select ${contentStaleDays.day} from ${contentStaleDays})
      union all
      select null, to_char(${contentRolledHours.hour} at time zone 'UTC', 'YYYY-MM-DD"T"HH24":00:00.000Z"'),
        ${contentRolledHours.hour} in (select ${contentStaleHours.hour} from ${contentStaleHours})
      from ${contentRolledHours}
      where ${contentRolledHours.hour} >= ${start}::timestamptz and ${contentRolledHours.hour} < ${end}::timestamptz`,
  );
  const rolled = new Set(rows.flatMap((row) => (row.day ? [row.day] : [])));
  // A day rolled whole has no hours left; should one remain, the day's roll-up alone counts.
  const rolledHours = rows.filter((row) => row.hour && !rolled.has(row.hour.slice(0, 10)));
  const hours = new Set(rolledHours.flatMap((row) => (row.stale ? [] : [row.hour!])));
  const staleDays = new Set(rolledHours.flatMap((row) => (row.stale ? [row.hour!.slice(0, 10)] : [])));
  const counted = [...new Set([...hours].map((hour) => hour.slice(0, 10)))].filter((day) => !staleDays.has(day));
  const fresh: Instants[] = [];
  for (let at = scope.start.getTime(); at < scope.end.getTime();) {
    const iso = new Date(at).toISOString();
    const step = rolled.has(iso.slice(0, 10)) ? DAY_MS : HOUR_MS;
    if (!rolled.has(iso.slice(0, 10)) && !hours.has(iso)) {
      const open = fresh.at(-1);
      if (open && open.end.getTime() === at) open.end = new Date(at + step);
      else fresh.push({ start: new Date(at), end: new Date(at + step) });
    }
    at += step;
  }
  return { rolled: [...rolled], hours: [...hours], counted, fresh };
}

/** `column` is the scope's brand, or the row of every brand without one. */
const brandRow = (column: SQL | AnyPgColumn, scope: ContentScope) =>
  scope.brandId === undefined ? sql`${column} is null` : sql`${column} = ${scope.brandId}::uuid`;

/** `column` is one of `values` (never, for none). */
const oneOf = (column: SQL | AnyPgColumn, values: SQL[]) =>
  values.length ? sql`${column} in (${sql.join(values, sql`, `)})` : sql`false`;

const dates = (days: string[]) => days.map((day) => sql`${day}::date`);

/** A roll-up table's rows of the rolled days or hours, for the scope's brand (or every brand's row). */
function rolledRows(
  table:
    | typeof contentDailyOpens
    | typeof contentDailyReads
    | typeof contentHourlyOpens
    | typeof contentHourlyReads
    | typeof contentHourlyVisitors,
  scope: ContentScope,
  days: ContentDays,
): SQL {
  const within =
    "day" in table
      ? oneOf(table.day, dates(days.rolled))
      : oneOf(
          table.hour,
          days.hours.map((hour) => sql`${hour}::timestamptz`),
        );
  return sql`${within} and ${brandRow(table.brandId, scope)}`;
}

/**
 * Each day's distinct visitors outside the daily roll-up, per asset (asset_id, visitors): on a
 * counted day, the count over its rolled hours plus the raw opens' visitors not among those hours'
 * keys (an index look-up each); on another day, the distinct keys of its rolled hours and raw opens.
 */
function openDayVisitors(scope: ContentScope, days: ContentDays): SQL {
  const counted = dates(days.counted);
  const keys = contentHourlyVisitors;
  const uncounted = { ...days, hours: days.hours.filter((hour) => !days.counted.includes(hour.slice(0, 10))) };
  return sql`
    select ${contentDayVisitors.assetId} as asset_id, ${contentDayVisitors.visitors} as visitors
    from ${contentDayVisitors}
    where ${oneOf(contentDayVisitors.day, counted)} and ${brandRow(contentDayVisitors.brandId, scope)}
    union all
    select asset_id, count(*) from (
      select distinct asset_id, (at at time zone 'UTC')::date as day, visitor from fresh
      where visitor is not null and ${oneOf(sql`(at at time zone 'UTC')::date`, counted)}
    ) raw
    where not exists (select 1 from ${keys} where ${keys.assetId} = raw.asset_id and ${keys.visitor} = raw.visitor
      and ${keys.hour} >= (raw.day::timestamp at time zone 'UTC')
      and ${keys.hour} < ((raw.day + 1)::timestamp at time zone 'UTC') and ${brandRow(keys.brandId, scope)})
    group by asset_id
    union all
    select asset_id, count(*) from (
      select ${keys.assetId} as asset_id, (${keys.hour} at time zone 'UTC')::date as day, ${keys.visitor} as visitor
      from ${keys} where ${rolledRows(keys, scope, uncounted)}
      union
      select asset_id, (at at time zone 'UTC')::date, visitor from fresh
      where visitor is not null and not ${oneOf(sql`(at at time zone 'UTC')::date`, counted)}
    ) keys group by asset_id`;
}

/**
 * CTEs `opened` (asset_id, human_opens, visitors, downloads, last_open) and `medians` (asset_id,
 * median_read_percent) over the scope: the roll-ups' days and hours added to the raw tables' other
 * ranges. Exact, not estimated: visitors are per day (the visitor key's salt changes daily), summed
 * over rolled days and counted distinct over the other days' hourly keys and raw opens
 * (openDayVisitors); the read
 * percents are kept as counts per exact percent, so the median is the one percentile_cont gives
 * over every open (the same interpolation: lo + (hi - lo) * 0.5).
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
        select ${contentHourlyOpens.assetId}, ${contentHourlyOpens.humanOpens}, 0, ${contentHourlyOpens.downloads},
          ${contentHourlyOpens.lastOpenAt}
        from ${contentHourlyOpens} where ${rolledRows(contentHourlyOpens, scope, days)}
        union all
        select asset_id, count(*), 0, sum(downloads), max(at) from fresh group by asset_id
        union all
        select asset_id, 0, visitors, 0, null from (${openDayVisitors(scope, days)}) open_days
      ) parts group by asset_id
    ),
    read_counts as (
      select asset_id, percent, sum(opens) as opens from (
        select ${contentDailyReads.assetId} as asset_id, ${contentDailyReads.percent} as percent,
          ${contentDailyReads.opens} as opens
        from ${contentDailyReads} where ${rolledRows(contentDailyReads, scope, days)}
        union all
        select ${contentHourlyReads.assetId}, ${contentHourlyReads.percent}, ${contentHourlyReads.opens}
        from ${contentHourlyReads} where ${rolledRows(contentHourlyReads, scope, days)}
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

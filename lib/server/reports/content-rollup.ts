import "server-only";
import { sql, type SQL } from "drizzle-orm";
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
import { humanOpens, rowsOf } from "./content-events";

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/**
 * A UTC day or hour is rolled up this long after it ends: a HEAD that turns a GET into a preview
 * comes within 2 s, the hit writer's batches within a second; later engagement marks it stale.
 */
export const ROLL_UP_GRACE_MS = 10 * 60_000;

/** One lock for every instance: two servers never roll the same day or hour at once. */
const ROLL_UP_LOCK = 350_035;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** The last UTC day that is closed (its end and the grace behind `now`), as YYYY-MM-DD. */
export function lastClosedDay(now: Date): string {
  return new Date(now.getTime() - ROLL_UP_GRACE_MS - DAY_MS).toISOString().slice(0, 10);
}

/** The start of the last UTC hour that is closed (its end and the grace behind `now`). */
export function lastClosedHour(now: Date): Date {
  return new Date(Math.floor((now.getTime() - ROLL_UP_GRACE_MS - HOUR_MS) / HOUR_MS) * HOUR_MS);
}

/** The human opens of [start, end), every brand's: the roll-up's source (content-events.ts). */
const eventsOf = (start: Date, end: Date) => sql`(${humanOpens({ start, end, brandId: undefined })}) events`;

/** Every brand together (brand_id null) and each brand apart; a share without a brand only in the first. */
function byBrand(column?: SQL): SQL {
  const also = column ? sql`, ${column}` : sql``;
  return sql`group by grouping sets ((asset_id${also}), (asset_id, brand_id${also}))
    having grouping(brand_id) = 1 or brand_id is not null`;
}
const brandOrAll = sql`case when grouping(brand_id) = 1 then null else brand_id end`;

/** Takes the lock; true when `done` finds the day or hour rolled already (and not stale). */
async function lockedAndDone(tx: Db, done: SQL): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ROLL_UP_LOCK})`);
  return (await rowsOf(tx, done)).length > 0;
}

/**
 * Writes the roll-up of one closed UTC day, in one transaction (docs/admin.md#content-roll-up):
 * its human opens per asset, for every brand and per brand, and its read percents; its hours'
 * roll-ups go. Returns false when the day was already rolled and not stale (another instance got
 * there first).
 */
export async function rollUpDay(db: Db, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const done = sql`select 1 from ${contentRolledDays} where ${contentRolledDays.day} = ${day}::date
      and not exists (select 1 from ${contentStaleDays} where ${contentStaleDays.day} = ${day}::date)`;
    if (await lockedAndDone(tx, done)) return false;
    // First clear the mark: a report that commits after the reads below marks the day again.
    await tx.execute(sql`delete from ${contentStaleDays} where ${contentStaleDays.day} = ${day}::date`);
    await tx.execute(sql`delete from ${contentDailyOpens} where ${contentDailyOpens.day} = ${day}::date`);
    await tx.execute(sql`delete from ${contentDailyReads} where ${contentDailyReads.day} = ${day}::date`);
    const start = dayStart(day);
    const end = new Date(start.getTime() + DAY_MS);
    const events = eventsOf(start, end);
    await tx.execute(sql`insert into ${contentDailyOpens}
        (day, asset_id, brand_id, human_opens, visitors, downloads, last_open_at)
      select ${day}::date, asset_id, ${brandOrAll}, count(*),
        count(distinct visitor) filter (where visitor is not null), sum(downloads), max(at)
      from ${events} ${byBrand()}`);
    await tx.execute(sql`insert into ${contentDailyReads} (day, asset_id, brand_id, percent, opens)
      select ${day}::date, asset_id, ${brandOrAll}, pct, count(*)
      from ${events} where pct is not null ${byBrand(sql`pct`)}`);
    await tx.execute(sql`delete from ${contentDayVisitors} where ${contentDayVisitors.day} = ${day}::date`);
    for (const table of [
      contentHourlyOpens,
      contentHourlyReads,
      contentHourlyVisitors,
      contentRolledHours,
      contentStaleHours,
    ])
      await tx.execute(sql`delete from ${table} where hour >= ${start.toISOString()}::timestamptz
        and hour < ${end.toISOString()}::timestamptz`);
    await tx.execute(sql`insert into ${contentRolledDays} (day) values (${day}::date)
      on conflict (day) do update set rolled_at = now()`);
    return true;
  });
}

/**
 * Writes the roll-up of one closed UTC hour of a day not rolled whole (today, or yesterday before
 * its roll-up): as a day's, with the hour's visitor keys instead of a count, so the day's visitors
 * stay distinct across its hours. Returns false when rolled already (and not stale), or when its
 * day is rolled.
 */
export async function rollUpHour(db: Db, hour: Date): Promise<boolean> {
  const at = sql`${hour.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    const day = hour.toISOString().slice(0, 10);
    const done = sql`select 1 from ${contentRolledDays} where ${contentRolledDays.day} = ${day}::date
      union all
      select 1 from ${contentRolledHours} where ${contentRolledHours.hour} = ${at}
        and not exists (select 1 from ${contentStaleHours} where ${contentStaleHours.hour} = ${at})`;
    if (await lockedAndDone(tx, done)) return false;
    for (const table of [contentStaleHours, contentHourlyOpens, contentHourlyReads, contentHourlyVisitors])
      await tx.execute(sql`delete from ${table} where hour = ${at}`);
    const events = eventsOf(hour, new Date(hour.getTime() + HOUR_MS));
    await tx.execute(sql`insert into ${contentHourlyOpens}
        (hour, asset_id, brand_id, human_opens, downloads, last_open_at)
      select ${at}, asset_id, ${brandOrAll}, count(*), sum(downloads), max(at) from ${events} ${byBrand()}`);
    await tx.execute(sql`insert into ${contentHourlyReads} (hour, asset_id, brand_id, percent, opens)
      select ${at}, asset_id, ${brandOrAll}, pct, count(*) from ${events} where pct is not null ${byBrand(sql`pct`)}`);
    await tx.execute(sql`insert into ${contentHourlyVisitors} (hour, asset_id, brand_id, visitor)
      select ${at}, asset_id, ${brandOrAll}, visitor from ${events} where visitor is not null
      ${byBrand(sql`visitor`)}`);
    // The day's distinct visitors over all its rolled hours, counted once here rather than per list.
    const [start, end] = [
      sql`${day}::date::timestamp at time zone 'UTC'`,
      sql`(${day}::date + 1)::timestamp at time zone 'UTC'`,
    ];
    await tx.execute(sql`delete from ${contentDayVisitors} where ${contentDayVisitors.day} = ${day}::date`);
    await tx.execute(sql`insert into ${contentDayVisitors} (day, asset_id, brand_id, visitors)
      select ${day}::date, asset_id, brand_id, count(distinct visitor) from ${contentHourlyVisitors}
      where hour >= ${start} and hour < ${end} group by asset_id, brand_id`);
    await tx.execute(sql`insert into ${contentRolledHours} (hour) values (${at})
      on conflict (hour) do update set rolled_at = now()`);
    return true;
  });
}

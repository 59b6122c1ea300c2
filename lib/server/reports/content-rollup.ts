import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import {
  contentDailyOpens,
  contentDailyReads,
  contentRolledDays,
  contentStaleDays,
  roomVisits,
  shareOpens,
} from "@/lib/server/platform/db/schema";
import { humanOpens, rowsOf } from "./content-events";

const DAY_MS = 86_400_000;

/**
 * A UTC day is rolled up this long after it ends: a HEAD that turns a GET into a preview comes
 * within 2 s, the hit writer's batches within a second; later engagement marks the day stale.
 */
export const ROLL_UP_GRACE_MS = 10 * 60_000;

/** One lock for every instance: two servers never roll the same day at once. */
const ROLL_UP_LOCK = 350_035;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** The last UTC day that is closed (its end and the grace behind `now`), as YYYY-MM-DD. */
export function lastClosedDay(now: Date): string {
  return new Date(now.getTime() - ROLL_UP_GRACE_MS - DAY_MS).toISOString().slice(0, 10);
}

/**
 * Writes the roll-up of one closed UTC day, in one transaction (docs/admin.md#content-roll-up):
 * its human opens per asset, for every brand and per brand, and its read percents. Returns false
 * when the day was already rolled and not stale (another instance got there first).
 */
export async function rollUpDay(db: Db, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLL_UP_LOCK})`);
    const [done] = await rowsOf<{ day: string }>(
      tx,
      sql`select ${contentRolledDays.day} as day from ${contentRolledDays} where ${contentRolledDays.day} = ${day}::date
        and not exists (select 1 from ${contentStaleDays} where ${contentStaleDays.day} = ${day}::date)`,
    );
    if (done) return false;
    // First clear the mark: a report that commits after the reads below marks the day again.
    await tx.execute(sql`delete from ${contentStaleDays} where ${contentStaleDays.day} = ${day}::date`);
    await tx.execute(sql`delete from ${contentDailyOpens} where ${contentDailyOpens.day} = ${day}::date`);
    await tx.execute(sql`delete from ${contentDailyReads} where ${contentDailyReads.day} = ${day}::date`);
    const scope = { start: dayStart(day), end: new Date(dayStart(day).getTime() + DAY_MS), brandId: undefined };
    const events = sql`(${humanOpens(scope)}) events`;
    // Every brand together (brand_id null) and each brand apart; a share without a brand only in the first.
    const perBrand = sql`group by grouping sets ((asset_id), (asset_id, brand_id))
      having grouping(brand_id) = 1 or brand_id is not null`;
    await tx.execute(sql`insert into ${contentDailyOpens}
        (day, asset_id, brand_id, human_opens, visitors, downloads, last_open_at)
      select ${day}::date, asset_id, case when grouping(brand_id) = 1 then null else brand_id end, count(*),
        count(distinct visitor) filter (where visitor is not null), sum(downloads), max(at)
      from ${events} ${perBrand}`);
    await tx.execute(sql`insert into ${contentDailyReads} (day, asset_id, brand_id, percent, opens)
      select ${day}::date, asset_id, case when grouping(brand_id) = 1 then null else brand_id end, pct, count(*)
      from ${events} where pct is not null
      group by grouping sets ((asset_id, pct), (asset_id, brand_id, pct))
      having grouping(brand_id) = 1 or brand_id is not null`);
    await tx.execute(sql`insert into ${contentRolledDays} (day) values (${day}::date)
      on conflict (day) do update set rolled_at = now()`);
    return true;
  });
}

/** The closed days from the first open or visit on that have no roll-up, or a stale one, oldest first. */
export async function daysToRoll(db: Db, now: Date): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`with first as (
        select least((select min(${shareOpens.occurredAt}) from ${shareOpens}),
          (select min(${roomVisits.occurredAt}) from ${roomVisits})) as at
      )
      select to_char(d, 'YYYY-MM-DD') as day
      from first, generate_series((first.at at time zone 'UTC')::date, ${lastClosedDay(now)}::date, interval '1 day') d
      where d::date not in (select ${contentRolledDays.day} from ${contentRolledDays})
        or d::date in (select ${contentStaleDays.day} from ${contentStaleDays})
      order by 1`,
  );
  return rows.map((row) => row.day);
}

/**
 * Rolls every closed day that needs it, oldest first, and stops starting days after `budgetMs`
 * (a cron call's time limit). Idempotent, and safe beside other instances. Returns the days rolled.
 */
export async function rollUpClosedDays(db: Db, now = new Date(), budgetMs = Infinity): Promise<string[]> {
  const started = Date.now();
  const rolled: string[] = [];
  for (const day of await daysToRoll(db, now)) {
    if (Date.now() - started > budgetMs) break;
    if (await rollUpDay(db, day)) rolled.push(day);
  }
  return rolled;
}

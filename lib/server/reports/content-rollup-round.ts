import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import {
  contentRolledDays,
  contentRolledHours,
  contentStaleDays,
  contentStaleHours,
  roomVisits,
  shareOpens,
} from "@/lib/server/platform/db/schema";
import { rowsOf } from "./content-events";
import { DAY_MS, lastClosedDay, lastClosedHour, rollUpDay, rollUpHour } from "./content-rollup";

/**
 * Stale days rolled again per round at most, newest first: a script sending late beacons on old
 * opens can make every day stale at once, and re-rolling 90 days costs minutes of database time.
 */
export const STALE_DAYS_PER_ROUND = 7;

/**
 * The closed days to roll: those without a roll-up, oldest first (from the first rolled day, or
 * the first open or visit the first time: one look at each time index), then the stale ones,
 * newest first, at most STALE_DAYS_PER_ROUND.
 */
export async function daysToRoll(db: Db, now: Date): Promise<string[]> {
  const rows = await rowsOf<{ day: string; stale: boolean }>(
    db,
    sql`with first as (
        select coalesce((select min(${contentRolledDays.day}) from ${contentRolledDays}),
          (least((select min(${shareOpens.occurredAt}) from ${shareOpens}),
            (select min(${roomVisits.occurredAt}) from ${roomVisits})) at time zone 'UTC')::date) as day
      ), days as (
        select d::date as day from first, generate_series(first.day, ${lastClosedDay(now)}::date, interval '1 day') d
      )
      select to_char(day, 'YYYY-MM-DD') as day, false as stale from days
        where day not in (select ${contentRolledDays.day} from ${contentRolledDays})
      union all
      (select to_char(day, 'YYYY-MM-DD'), true from days
        where day in (select ${contentStaleDays.day} from ${contentStaleDays})
        order by day desc limit ${STALE_DAYS_PER_ROUND})`,
  );
  const missing = rows.filter((row) => !row.stale).map((row) => row.day);
  return [...missing.sort(), ...rows.filter((row) => row.stale).map((row) => row.day)];
}

/** The closed hours of today and yesterday (unless rolled whole) with no roll-up or a stale one, oldest first. */
export async function hoursToRoll(db: Db, now: Date): Promise<Date[]> {
  const yesterday = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS);
  const rows = await rowsOf<{ hour: string }>(
    db,
    sql`select to_char(h at time zone 'UTC', 'YYYY-MM-DD"T"HH24":00:00.000Z"') as hour
      from generate_series(${yesterday.toISOString()}::timestamptz, ${lastClosedHour(now).toISOString()}::timestamptz,
        interval '1 hour') h
      where (h at time zone 'UTC')::date not in (select ${contentRolledDays.day} from ${contentRolledDays})
        and (h not in (select ${contentRolledHours.hour} from ${contentRolledHours})
          or h in (select ${contentStaleHours.hour} from ${contentStaleHours}))
      order by h`,
  );
  return rows.map((row) => new Date(row.hour));
}

/**
 * Rolls every closed day that needs it (stale ones at most STALE_DAYS_PER_ROUND), oldest first,
 * and stops starting days after `budgetMs` (a cron call's time limit). Idempotent, and safe beside
 * other instances. Returns the days rolled.
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

/**
 * One round of the Content roll-up (docs/admin.md#content-roll-up): the closed days first, then
 * the closed hours of the days still open, within `budgetMs`. Returns what it rolled.
 */
export async function rollUpContent(
  db: Db,
  now = new Date(),
  budgetMs = Infinity,
): Promise<{ days: string[]; hours: Date[] }> {
  const started = Date.now();
  const days = await rollUpClosedDays(db, now, budgetMs);
  const hours: Date[] = [];
  for (const hour of await hoursToRoll(db, now)) {
    if (Date.now() - started > budgetMs) break;
    if (await rollUpHour(db, hour)) hours.push(hour);
  }
  return { days, hours };
}

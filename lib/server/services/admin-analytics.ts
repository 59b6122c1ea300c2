import "server-only";
import { and, gte, isNull, lt, not, sql } from "drizzle-orm";
import { CLICKS_PER_DAY_DAYS, type Analytics } from "@/lib/contract/admin-analytics";
import type { Db } from "@/lib/server/db/client";
import { clickEvents, profiles, quotes, trackedLinks } from "@/lib/server/db/schema";
import { conversionRate } from "@/lib/server/tracked-links/link-stats";

const DAY_MS = 86_400_000;

/** The UTC boundaries the figures are counted from: this month's start and the first of the last 30 days. */
export function analyticsWindow(now: Date) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { monthStart, firstDay: new Date(today - (CLICKS_PER_DAY_DAYS - 1) * DAY_MS) };
}

// drizzle's select needs a FROM; PostgreSQL folds this one-row relation away (same plan as none).
const ONE_ROW = sql`(select) as one_row`;

/**
 * GET /api/admin/analytics, in two set-based queries: users and links that are live, clicks as
 * the links' counters (deleted links too: history counts), this month's human clicks from
 * click_events, and clicks per day for the last 30 days, zero-filled with generate_series.
 */
export async function analytics(db: Db, now: Date = new Date()): Promise<Analytics> {
  const { monthStart, firstDay } = analyticsWindow(now);
  // Written as the partial index click_events_human_time_idx's predicate, so the counts can use it.
  const human = not(clickEvents.isBot);
  const liveUsers = isNull(profiles.deletedAt);
  const liveLinks = isNull(trackedLinks.deletedAt);
  const [totals] = await db
    .select({
      totalUsers: db.$count(profiles, liveUsers),
      newUsers: db.$count(profiles, and(liveUsers, gte(profiles.createdAt, monthStart))),
      totalLinks: db.$count(trackedLinks, liveLinks),
      newLinks: db.$count(trackedLinks, and(liveLinks, gte(trackedLinks.createdAt, monthStart))),
      totalClicks: sql<number>`(select coalesce(sum(${trackedLinks.clickCount}), 0) from ${trackedLinks})::float8`.mapWith(Number),
      monthClicks: db.$count(clickEvents, and(human, gte(clickEvents.occurredAt, monthStart))),
      quotes: db.$count(quotes),
    })
    .from(ONE_ROW);
  // One index range count per day beats grouping 300k rows by day; an integer series keeps the
  // planner's estimate (and so its cost, JIT included) at 30 rows. `i` and `day` are the series' columns.
  const day = sql`day`;
  const days = await db
    .select({
      date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      clicks: db.$count(
        clickEvents,
        and(
          human,
          gte(clickEvents.occurredAt, sql`${day} at time zone 'UTC'`),
          lt(clickEvents.occurredAt, sql`(${day} + interval '1 day') at time zone 'UTC'`),
        ),
      ),
    })
    .from(
      sql`generate_series(0, ${sql.raw(String(CLICKS_PER_DAY_DAYS - 1))}) as i,
        lateral (select (${firstDay.toISOString()}::timestamptz at time zone 'UTC') + i * interval '1 day' as ${day})
          as days`,
    )
    .orderBy(sql`i`);
  const t = totals ?? { totalUsers: 0, newUsers: 0, totalLinks: 0, newLinks: 0, totalClicks: 0, monthClicks: 0, quotes: 0 };
  return {
    totalUsers: t.totalUsers,
    newUsersThisMonth: t.newUsers,
    totalLinks: t.totalLinks,
    linksCreatedThisMonth: t.newLinks,
    totalClicks: t.totalClicks,
    clicksThisMonth: t.monthClicks,
    conversionRate: conversionRate(t.quotes, t.totalClicks),
    clicksPerDay: days,
  };
}

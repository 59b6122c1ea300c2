import "server-only";
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import { CLICKS_PER_DAY_DAYS, type Analytics } from "@/lib/contract/admin-analytics";
import type { Db } from "@/lib/server/platform/db/client";
import { clickDailyTotals, profiles, quotes, trackedLinks } from "@/lib/server/platform/db/schema";
import { utcDay } from "@/lib/server/engagement/visitor-key";
import { conversionRate } from "@/lib/server/links/link-stats";

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
 * the links' counters of human hits (deleted links too: history counts), and this month's and
 * each of the last 30 days' human clicks from the daily totals over all links (a row a day),
 * zero-filled with generate_series.
 */
export async function analytics(db: Db, now: Date = new Date()): Promise<Analytics> {
  const { monthStart, firstDay } = analyticsWindow(now);
  const human = eq(clickDailyTotals.hitClass, "human");
  const liveUsers = isNull(profiles.deletedAt);
  const liveLinks = isNull(trackedLinks.deletedAt);
  const humanHitsSince = (from: Date) =>
    sql<number>`(select coalesce(sum(${clickDailyTotals.hits}), 0) from ${clickDailyTotals}
      where ${and(human, gte(clickDailyTotals.day, utcDay(from)))})::float8`.mapWith(Number);
  const [totals] = await db
    .select({
      totalUsers: db.$count(profiles, liveUsers),
      newUsers: db.$count(profiles, and(liveUsers, gte(profiles.createdAt, monthStart))),
      totalLinks: db.$count(trackedLinks, liveLinks),
      newLinks: db.$count(trackedLinks, and(liveLinks, gte(trackedLinks.createdAt, monthStart))),
      totalClicks:
        sql<number>`(select coalesce(sum(${trackedLinks.clickCount}), 0) from ${trackedLinks})::float8`.mapWith(Number),
      monthClicks: humanHitsSince(monthStart),
      quotes: db.$count(quotes),
    })
    .from(ONE_ROW);
  const perDay = db
    .select({ day: clickDailyTotals.day, clicks: sql<number>`${clickDailyTotals.hits}`.as("clicks") })
    .from(clickDailyTotals)
    .where(and(human, gte(clickDailyTotals.day, utcDay(firstDay))))
    .as("per_day");
  // An integer series keeps the planner's estimate at 30 rows; `date + integer` is a date.
  const day = sql`(${utcDay(firstDay)}::date + i)`;
  const days = await db
    .select({
      date: sql<string>`to_char(${day}, 'YYYY-MM-DD')`,
      clicks: sql<number>`coalesce(${perDay.clicks}, 0)::float8`.mapWith(Number),
    })
    .from(sql`generate_series(0, ${sql.raw(String(CLICKS_PER_DAY_DAYS - 1))}) as i`)
    .leftJoin(perDay, sql`${perDay.day} = ${day}`)
    .orderBy(sql`i`);
  const t = totals ?? {
    totalUsers: 0,
    newUsers: 0,
    totalLinks: 0,
    newLinks: 0,
    totalClicks: 0,
    monthClicks: 0,
    quotes: 0,
  };
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

import "server-only";
import { sql } from "drizzle-orm";
import { CLICKS_PER_DAY_DAYS, type Analytics } from "@/lib/contract/admin-analytics";
import { queryRows, type Db } from "@/lib/server/db/client";
import { clickEvents, profiles, quotes, trackedLinks } from "@/lib/server/db/schema";
import { conversionRate } from "./link-stats";

const DAY_MS = 86_400_000;

interface Totals {
  total_users: number;
  new_users: number;
  total_links: number;
  new_links: number;
  total_clicks: number;
  month_clicks: number;
  quotes: number;
}

/** The UTC boundaries the figures are counted from: this month's start and the first of the last 30 days. */
export function analyticsWindow(now: Date) {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { monthStart, firstDay: new Date(today - (CLICKS_PER_DAY_DAYS - 1) * DAY_MS) };
}

const iso = (date: Date) => date.toISOString();

/**
 * GET /api/admin/analytics, in two set-based queries: users and links that are live, clicks as
 * the links' counters (deleted links too: history counts), this month's human clicks from
 * click_events, and clicks per day for the last 30 days, zero-filled with generate_series.
 */
export async function analytics(db: Db, now: Date = new Date()): Promise<Analytics> {
  const { monthStart, firstDay } = analyticsWindow(now);
  const month = sql`${iso(monthStart)}::timestamptz`;
  const [totals] = await queryRows<Totals>(
    db,
    sql`select
      (select count(*) from ${profiles} where deleted_at is null)::int as total_users,
      (select count(*) from ${profiles} where deleted_at is null and created_at >= ${month})::int as new_users,
      (select count(*) from ${trackedLinks} where deleted_at is null)::int as total_links,
      (select count(*) from ${trackedLinks} where deleted_at is null and created_at >= ${month})::int as new_links,
      (select coalesce(sum(click_count), 0) from ${trackedLinks})::float8 as total_clicks,
      (select count(*) from ${clickEvents} where not is_bot and occurred_at >= ${month})::int as month_clicks,
      (select count(*) from ${quotes})::int as quotes`,
  );
  // One index range count per day beats grouping 300k rows by day; an integer series keeps the
  // planner's estimate (and so its cost, JIT included) at 30 rows.
  const days = await queryRows<{ date: string; clicks: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as date,
        (select count(*) from ${clickEvents} where not is_bot
          and occurred_at >= day at time zone 'UTC' and occurred_at < (day + interval '1 day') at time zone 'UTC')::int as clicks
      from generate_series(0, ${sql.raw(String(CLICKS_PER_DAY_DAYS - 1))}) as i,
        lateral (select (${iso(firstDay)}::timestamptz at time zone 'UTC') + i * interval '1 day' as day) as days
      order by i`,
  );
  const t = totals ?? { total_users: 0, new_users: 0, total_links: 0, new_links: 0, total_clicks: 0, month_clicks: 0, quotes: 0 };
  return {
    totalUsers: t.total_users,
    newUsersThisMonth: t.new_users,
    totalLinks: t.total_links,
    linksCreatedThisMonth: t.new_links,
    totalClicks: Number(t.total_clicks),
    clicksThisMonth: t.month_clicks,
    conversionRate: conversionRate(t.quotes, Number(t.total_clicks)),
    clicksPerDay: days.map((d) => ({ date: d.date, clicks: Number(d.clicks) })),
  };
}

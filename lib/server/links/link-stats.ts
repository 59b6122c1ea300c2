import "server-only";
import { eq, sql } from "drizzle-orm";
import { ACTIVITY_DAYS } from "@/lib/contract/activity";
import type { RepLinkStats } from "@/lib/contract/tracked-links";
import type { Db } from "@/lib/server/platform/db/client";
import { quotes, trackedLinks } from "@/lib/server/platform/db/schema";
import { repActivity } from "@/lib/server/engagement/rep-activity";
import { lastFeedLook } from "@/lib/server/engagement/feed-looks";
import { humanHitsSince } from "@/lib/server/engagement/human-hit-counts";
import type { Actor } from "@/lib/server/auth/profiles";

/** Percent with two decimals; 0 when there were no clicks. */
export function conversionRate(quoteCount: number, clicks: number): number {
  return clicks > 0 ? Math.round((quoteCount / clicks) * 10_000) / 100 : 0;
}

const sumOf = (items: { last30Days: number }[]) => items.reduce((sum, item) => sum + item.last30Days, 0);

/**
 * Clicks over all of the actor's links (deleted ones too: history counts) and the quotes
 * attributed to them, as a percentage of those clicks; and, for the dashboard, the last 30 days'
 * clicks and opens summed from the Activity screen's own figures, so the two always agree, the
 * room visits of those days, and how many of all three came after the rep's last look at the feed.
 */
export async function linkStats(db: Db, actor: Actor, now: Date = new Date()): Promise<RepLinkStats> {
  const activity = await repActivity(db, actor, now);
  const [clicks] = await db
    .select({ total: sql<number>`coalesce(sum(${trackedLinks.clickCount}), 0)`.mapWith(Number) })
    .from(trackedLinks)
    .where(eq(trackedLinks.createdBy, actor.id));
  const [quoted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(quotes)
    .where(eq(quotes.userId, actor.id));
  const totalClicks = clicks?.total ?? 0;
  const since = new Date(`${activity.days[0]}T00:00:00Z`);
  const look = await lastFeedLook(db, actor);
  const [window, afterLook] = await Promise.all([
    humanHitsSince(db, actor, since),
    look && look > since ? humanHitsSince(db, actor, look) : undefined,
  ]);
  const unseen = afterLook ?? window;
  return {
    totalClicks,
    conversionRate: conversionRate(quoted?.total ?? 0, totalClicks),
    recent: {
      days: ACTIVITY_DAYS,
      clicks: sumOf(activity.links),
      opens: sumOf(activity.shares),
      visits: window.rooms,
      newSinceLook: unseen.links + unseen.shares + unseen.rooms,
    },
  };
}

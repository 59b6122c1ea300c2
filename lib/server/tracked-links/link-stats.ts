import "server-only";
import { eq, sql } from "drizzle-orm";
import type { LinkStats } from "@/lib/contract/tracked-links";
import type { Db } from "@/lib/server/db/client";
import { quotes, trackedLinks } from "@/lib/server/db/schema";
import type { Profile } from "@/lib/server/services/profiles";

/** Percent with two decimals; 0 when there were no clicks. */
export function conversionRate(quoteCount: number, clicks: number): number {
  return clicks > 0 ? Math.round((quoteCount / clicks) * 10_000) / 100 : 0;
}

/**
 * Clicks over all of the actor's links (deleted ones too: history counts) and the quotes
 * attributed to them, as a percentage of those clicks.
 */
export async function linkStats(db: Db, actor: Profile): Promise<LinkStats> {
  const [clicks] = await db
    .select({ total: sql<number>`coalesce(sum(${trackedLinks.clickCount}), 0)`.mapWith(Number) })
    .from(trackedLinks)
    .where(eq(trackedLinks.createdBy, actor.id));
  const [quoted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(quotes)
    .where(eq(quotes.userId, actor.id));
  const totalClicks = clicks?.total ?? 0;
  return { totalClicks, conversionRate: conversionRate(quoted?.total ?? 0, totalClicks) };
}

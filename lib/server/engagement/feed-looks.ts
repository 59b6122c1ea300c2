import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { activityFeedLooks } from "@/lib/server/platform/db/schema";
import type { Actor } from "@/lib/server/auth/profiles";

/** Stores now as the time the actor last looked at Activity's feed. */
export async function recordFeedLook(db: Db, actor: Actor): Promise<void> {
  await db
    .insert(activityFeedLooks)
    .values({ userId: actor.id, lookedAt: sql`now()` })
    .onConflictDoUpdate({ target: activityFeedLooks.userId, set: { lookedAt: sql`now()` } });
}

/** When the actor last looked at Activity's feed, or null if never. */
export async function lastFeedLook(db: Db, actor: Actor): Promise<Date | null> {
  const [look] = await db
    .select({ at: activityFeedLooks.lookedAt })
    .from(activityFeedLooks)
    .where(eq(activityFeedLooks.userId, actor.id));
  return look?.at ?? null;
}

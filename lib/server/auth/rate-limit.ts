import "server-only";
import { lt, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { authRateLimits } from "@/lib/server/platform/db/schema";

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one hit in a fixed window kept in the database, so every instance shares the count.
 * At most `limit` hits per `windowSeconds` are allowed for one bucket.
 */
export async function consumeRateLimit(
  db: Db,
  bucket: string,
  limit: number,
  windowSeconds: number,
): Promise<RateLimitResult> {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  // One upsert, so concurrent hits on a bucket are counted by the database, never lost in a read-modify-write.
  const expired = sql`${authRateLimits.windowStart} <= now() - ${window}`;
  const [row] = await db
    .insert(authRateLimits)
    .values({ bucket, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: authRateLimits.bucket,
      set: {
        hits: sql`case when ${expired} then 1 else ${authRateLimits.hits} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${authRateLimits.windowStart} end`,
      },
    })
    .returning({
      hits: authRateLimits.hits,
      retryAfter: sql<number>`ceil(extract(epoch from (${authRateLimits.windowStart} + ${window} - now())))::int`,
    });
  if (!row) throw new Error("rate limit upsert returned no row");
  if (Math.random() < 0.01) {
    await db.delete(authRateLimits).where(lt(authRateLimits.windowStart, sql`now() - interval '1 day'`));
  }
  return { allowed: row.hits <= limit, retryAfterSeconds: Math.max(1, row.retryAfter) };
}

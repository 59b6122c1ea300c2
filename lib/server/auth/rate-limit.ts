import "server-only";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "@/lib/server/db/client";

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

/**
 * Counts one hit in a fixed window kept in the database, so every instance shares the count.
 * At most `limit` hits per `windowSeconds` are allowed for one bucket.
 */
export async function consumeRateLimit(db: Db, bucket: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const [row] = await queryRows<{ hits: number; retry_after: number }>(db, sql`
    insert into auth_rate_limits (bucket, window_start, hits) values (${bucket}, now(), 1)
    on conflict (bucket) do update set
      hits = case when auth_rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                  then 1 else auth_rate_limits.hits + 1 end,
      window_start = case when auth_rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})
                  then now() else auth_rate_limits.window_start end
    returning hits,
      ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`);
  if (!row) throw new Error("rate limit upsert returned no row");
  if (Math.random() < 0.01) {
    await db.execute(sql`delete from auth_rate_limits where window_start < now() - interval '1 day'`);
  }
  return { allowed: Number(row.hits) <= limit, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

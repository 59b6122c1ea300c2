import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { webhookDeliveries, webhookEndpoints } from "@/lib/server/platform/db/schema";

/** A finished delivery (delivered, or its retries spent) is kept this long, then deleted. */
export const DELIVERY_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** Deleted per statement, so a first run over a large backlog holds no long lock. */
const PRUNE_BATCH = 1_000;

/**
 * Deletes finished deliveries written more than `DELIVERY_KEPT_MS` ago (docs/webhooks.md#delivery),
 * a batch at a time, at most `maxBatches`; one still waiting for an attempt is kept however old.
 * Each endpoint's oldest first, through its (endpoint, time) index. Answers how many it deleted.
 */
export async function pruneWebhookDeliveries(db: Db, now = new Date(), maxBatches = 20): Promise<number> {
  const cutoff = new Date(now.getTime() - DELIVERY_KEPT_MS).toISOString();
  let deleted = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
    const gone = db.$with("gone", { id: sql<string>`id`.as("id") }).as(sql`
      delete from ${webhookDeliveries} where id in (
        select old.id from ${webhookEndpoints} e cross join lateral (
          select d.id from ${webhookDeliveries} d
          where d.endpoint_id = e.id and d.created_at < ${cutoff} and d.next_attempt_at is null
          order by d.created_at limit ${PRUNE_BATCH}) old
        limit ${PRUNE_BATCH})
      returning id`);
    const rows = await db.with(gone).select().from(gone);
    deleted += rows.length;
    if (rows.length < PRUNE_BATCH) break;
  }
  return deleted;
}

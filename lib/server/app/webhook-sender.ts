import "server-only";
import type { Db } from "@/lib/server/platform/db/client";
import type { ServerEnv } from "@/lib/server/platform/env";
import { deliverDueWebhooks } from "@/lib/server/webhooks/webhook-outbox";
import { pruneWebhookDeliveries } from "@/lib/server/webhooks/webhook-retention";

/** How often a long-running server looks for due deliveries: the first retry is due 5 s after a failure. */
export const WEBHOOK_POLL_MS = 2_000;
/** How often it also deletes the deliveries past their keeping time. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * A long-running server sends the outbox from this loop, one round at a time (a round waits for its
 * receivers, at most 15 s each); on Vercel the cron route sends it (docs/webhooks.md#delivery). Any
 * number of instances may run it: each takes different deliveries. Once an hour it also deletes
 * the finished deliveries past their keeping time.
 */
export function startWebhookSender(db: Db, env: Pick<ServerEnv, "VERCEL" | "WEBHOOK_ALLOW_PRIVATE_URLS">): void {
  if (env.VERCEL) return;
  let prunedAt = 0;
  const round = async () => {
    try {
      while ((await deliverDueWebhooks(db, env.WEBHOOK_ALLOW_PRIVATE_URLS)) > 0);
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneWebhookDeliveries(db);
      }
    } catch (error) {
      console.error("Webhook deliveries failed this round; they are retried:", error);
    }
    setTimeout(() => void round(), WEBHOOK_POLL_MS).unref();
  };
  setTimeout(() => void round(), WEBHOOK_POLL_MS).unref();
}

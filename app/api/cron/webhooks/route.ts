import { publicRoute } from "@/lib/server/app/api-route";
import { assertCronCaller } from "@/lib/server/platform/cron-caller";
import { deliverDueWebhooks } from "@/lib/server/webhooks/webhook-outbox";
import { pruneWebhookDeliveries } from "@/lib/server/webhooks/webhook-retention";

/** Rounds of deliveries stop starting after this long, so the call ends within its time limit. */
const CRON_BUDGET_MS = 60_000;
export const maxDuration = 300;

/**
 * GET /api/cron/webhooks: Vercel's cron sends the due deliveries, then deletes a batch of those past
 * their keeping time (docs/webhooks.md#delivery).
 */
export const GET = publicRoute({}, async ({ db, env, request }) => {
  assertCronCaller(request, env);
  const until = Date.now() + CRON_BUDGET_MS;
  let sent = 0;
  for (let round = 1; round > 0 && Date.now() < until; sent += round)
    round = await deliverDueWebhooks(db, env.WEBHOOK_ALLOW_PRIVATE_URLS);
  const pruned = await pruneWebhookDeliveries(db, new Date(), 1);
  return { sent, pruned };
});

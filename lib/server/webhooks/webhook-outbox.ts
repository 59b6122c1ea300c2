import "server-only";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { FAILING_PAUSED_REASON, type WebhookEvent } from "@/lib/contract/webhooks";
import type { Db } from "@/lib/server/platform/db/client";
import { webhookDeliveries, webhookEndpoints } from "@/lib/server/platform/db/schema";
import { FAILING_PAUSE_MS, nextAttemptAt } from "./retry-schedule";
import { signedHeaders } from "./webhook-signing";
import { postWebhook } from "./webhook-post";
import { tellAdminOfPause } from "./webhook-pause-alert";
import { forgetSubscriptions } from "./webhook-subscriptions";

/** A claimed delivery is another instance's again after this long: well past a receiver's 15 s. */
const LEASE_MS = 60_000;

/**
 * Writes an event to the outbox, one row per live endpoint that asked for it (or only `endpointId`,
 * for a test event), inside the caller's transaction: the event exists exactly when the fact does.
 * Answers the deliveries' ids.
 */
export async function enqueueWebhookEvent(
  tx: Db,
  type: WebhookEvent,
  data: Record<string, unknown>,
  { at = new Date(), endpointId }: { at?: Date; endpointId?: string } = {},
): Promise<string[]> {
  const body = JSON.stringify({ type, timestamp: at.toISOString(), data });
  const target = endpointId ? sql`e.id = ${endpointId}` : sql`e.paused_at is null and ${type} = any(e.events)`;
  const made = tx.$with("made", { id: sql<string>`id`.as("id") }).as(sql`
    insert into ${webhookDeliveries} (message_id, endpoint_id, event_type, body)
    select 'msg_' || replace(gen_random_uuid()::text, '-', ''), e.id, ${type}, ${body}
    from ${webhookEndpoints} e where ${target}
    returning id`);
  return (await tx.with(made).select().from(made)).map((row) => row.id);
}

const CLAIMED = {
  id: sql<string>`id`.as("id"),
  message_id: sql<string>`message_id`.as("message_id"),
  body: sql<string>`body`.as("body"),
  attempts: sql<number>`attempts`.as("attempts"),
  endpoint_id: sql<string>`endpoint_id`.as("endpoint_id"),
  url: sql<string>`url`.as("url"),
  secret: sql<string>`secret`.as("secret"),
  previous_secret: sql<string | null>`previous_secret`.as("previous_secret"),
  previous_until_ms: sql<number | null>`previous_until_ms`.as("previous_until_ms"),
};
type Claimed = { [K in keyof typeof CLAIMED]: (typeof CLAIMED)[K]["_"]["type"] };

/** Takes up to `limit` due deliveries of live endpoints; concurrent instances take different ones (SKIP LOCKED). */
async function claimDue(db: Db, limit: number, now: Date, only?: string): Promise<Claimed[]> {
  // Due within `now`'s millisecond: the database keeps microseconds, so a row written in the same
  // millisecond as `now` is due too (a strict `<= now` missed it).
  const dueBefore = new Date(now.getTime() + 1).toISOString();
  const which = only ? sql`d2.id = ${only}` : sql`d2.next_attempt_at < ${dueBefore} and e2.paused_at is null`;
  const claimed = db.$with("claimed", CLAIMED).as(sql`
    update ${webhookDeliveries} d set next_attempt_at = ${new Date(now.getTime() + LEASE_MS).toISOString()}
    from ${webhookEndpoints} e
    where e.id = d.endpoint_id and d.id in (
      select d2.id from ${webhookDeliveries} d2 join ${webhookEndpoints} e2 on e2.id = d2.endpoint_id
      where ${which} order by d2.next_attempt_at limit ${limit} for update of d2 skip locked)
    returning d.id, d.message_id, d.body, d.attempts,
      e.id as endpoint_id, e.url, e.secret, e.previous_secret,
      (extract(epoch from e.previous_secret_until) * 1000)::float8 as previous_until_ms`);
  return db.with(claimed).select().from(claimed);
}

/** Sends one claimed delivery and writes what came of it (docs/webhooks.md#delivery). */
async function attempt(db: Db, claimed: Claimed, allowPrivate: boolean, now: Date): Promise<void> {
  const headers = signedHeaders(claimed.message_id, claimed.body, {
    secret: claimed.secret,
    previousSecret: claimed.previous_secret,
    previousSecretUntil: claimed.previous_until_ms === null ? null : new Date(Number(claimed.previous_until_ms)),
  });
  const outcome = await postWebhook(claimed.url, headers, claimed.body, allowPrivate);
  const attempts = claimed.attempts + 1;
  const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  const gone = outcome.status === 410;
  const at = new Date();
  await db
    .update(webhookDeliveries)
    .set({
      attempts,
      lastAttemptAt: at,
      lastStatus: outcome.status,
      lastResponseMs: outcome.ms,
      lastError: ok ? null : (outcome.error ?? `The receiver answered ${outcome.status}.`),
      deliveredAt: ok ? at : null,
      nextAttemptAt: ok || gone ? null : nextAttemptAt(attempts, at),
    })
    .where(eq(webhookDeliveries.id, claimed.id));
  if (ok) await clearFailing(db, claimed.endpoint_id);
  else if (gone) await pauseEndpoint(db, claimed.endpoint_id, "The receiver answered 410 Gone.", at);
  else await noteFailure(db, claimed.endpoint_id, now);
}

/** A success ends the endpoint's failing spell. */
async function clearFailing(db: Db, endpointId: string): Promise<void> {
  await db
    .update(webhookEndpoints)
    .set({ failingSince: null })
    .where(and(eq(webhookEndpoints.id, endpointId), isNotNull(webhookEndpoints.failingSince)));
}

/**
 * A failure starts the endpoint's failing spell, or, when the spell is five days old (no success
 * since), pauses the endpoint and tells its admin in the bell (docs/webhooks.md#delivery).
 */
async function noteFailure(db: Db, endpointId: string, now: Date): Promise<void> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning({ failingSince: webhookEndpoints.failingSince });
  if (!row?.failingSince || now.getTime() - row.failingSince.getTime() < FAILING_PAUSE_MS) return;
  await db.transaction(async (tx) => {
    const paused = await pauseEndpoint(tx, endpointId, FAILING_PAUSED_REASON, now);
    if (paused) await tellAdminOfPause(tx, paused, now);
  });
}

/** Pauses a live endpoint; answers it when this call paused it (not already paused). */
async function pauseEndpoint(db: Db, endpointId: string, reason: string, at: Date) {
  const [paused] = await db
    .update(webhookEndpoints)
    .set({ pausedAt: at, pausedReason: reason })
    .where(and(eq(webhookEndpoints.id, endpointId), isNull(webhookEndpoints.pausedAt)))
    .returning();
  if (paused) forgetSubscriptions();
  return paused;
}

/**
 * Sends what is due, `limit` at a time and side by side; the loop of a long-running server and the
 * cron route call it. Answers how many deliveries it attempted.
 */
export async function deliverDueWebhooks(
  db: Db,
  allowPrivate: boolean,
  { limit = 50, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<number> {
  const claimed = await claimDue(db, limit, now);
  await Promise.all(claimed.map((delivery) => attempt(db, delivery, allowPrivate, now)));
  return claimed.length;
}

/** Sends one delivery now, whatever its schedule (a test event, a replay): the admin waits for its outcome. */
export async function deliverNow(db: Db, deliveryId: string, allowPrivate: boolean): Promise<void> {
  const [claimed] = await claimDue(db, 1, new Date(), deliveryId);
  if (claimed) await attempt(db, claimed, allowPrivate, new Date());
}

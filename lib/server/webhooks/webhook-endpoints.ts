import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { CreateWebhookInput, UpdateWebhookInput, WebhookDelivery, WebhookEndpoint } from "@/lib/contract/webhooks";
import type { Db } from "@/lib/server/platform/db/client";
import { webhookDeliveries, webhookEndpoints } from "@/lib/server/platform/db/schema";
import { notFound } from "@/lib/server/platform/http-errors";
import { idOr404 } from "@/lib/server/platform/row-id";
import type { Profile } from "@/lib/server/auth/profiles";
import { assertReceiverUrl } from "./receiver-address";
import { newWebhookSecret } from "./webhook-signing";
import { deliverNow, enqueueWebhookEvent } from "./webhook-outbox";
import { forgetSubscriptions } from "./webhook-subscriptions";

const ENDPOINT_NOT_FOUND = "Webhook endpoint not found.";
const DELIVERY_NOT_FOUND = "Delivery not found.";
/** A rotated secret still signs for this long, so a receiver can switch without losing a delivery. */
const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
/** The deliveries list shows the newest ones. */
const DELIVERIES_SHOWN = 100;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const shown = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events,
  pausedAt: row.pausedAt?.toISOString() ?? null,
  pausedReason: row.pausedReason,
  failingSince: row.failingSince?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

async function endpointOf(db: Db, rawId: string): Promise<EndpointRow> {
  const id = idOr404(rawId, ENDPOINT_NOT_FOUND, "webhook_not_found");
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound(ENDPOINT_NOT_FOUND, "webhook_not_found");
  return row;
}

/** GET /api/admin/webhooks: every endpoint, newest first, never a secret. */
export async function listWebhookEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(shown);
}

/** POST /api/admin/webhooks: a checked URL (docs/webhooks.md#urls) and a new secret, answered this once. */
export async function createWebhookEndpoint(db: Db, actor: Profile, input: CreateWebhookInput, allowPrivate: boolean) {
  const url = await assertReceiverUrl(input.url, allowPrivate);
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: url.toString(),
      description: input.description,
      events: input.events,
      secret: newWebhookSecret(),
      createdBy: actor.id,
    })
    .returning();
  if (!row) throw new Error("The webhook endpoint insert returned no row");
  forgetSubscriptions();
  return { id: row.id, url: row.url, events: row.events, secret: row.secret };
}

/** PATCH /api/admin/webhooks/{id}: the description, the events, or paused (resuming clears the reason). */
export async function updateWebhookEndpoint(
  db: Db,
  rawId: string,
  input: UpdateWebhookInput,
): Promise<WebhookEndpoint> {
  const endpoint = await endpointOf(db, rawId);
  const pause =
    input.paused === undefined
      ? {}
      : input.paused
        ? { pausedAt: endpoint.pausedAt ?? new Date(), pausedReason: endpoint.pausedReason ?? "Paused by an admin." }
        : { pausedAt: null, pausedReason: null, failingSince: null };
  const [row] = await db
    .update(webhookEndpoints)
    .set({ description: input.description, events: input.events, ...pause })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  forgetSubscriptions();
  return shown(row ?? endpoint);
}

/** DELETE /api/admin/webhooks/{id}: the endpoint and its deliveries. */
export async function deleteWebhookEndpoint(db: Db, rawId: string): Promise<void> {
  const endpoint = await endpointOf(db, rawId);
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  forgetSubscriptions();
}

/** POST /api/admin/webhooks/{id}/rotate-secret: a new secret; the old one signs too for 24 hours. */
export async function rotateWebhookSecret(db: Db, rawId: string, now = new Date()) {
  const endpoint = await endpointOf(db, rawId);
  const secret = newWebhookSecret();
  await db
    .update(webhookEndpoints)
    .set({
      secret,
      previousSecret: endpoint.secret,
      previousSecretUntil: new Date(now.getTime() + ROTATION_OVERLAP_MS),
    })
    .where(eq(webhookEndpoints.id, endpoint.id));
  return { id: endpoint.id, url: endpoint.url, events: endpoint.events, secret };
}

const deliveryShown = (row: typeof webhookDeliveries.$inferSelect): WebhookDelivery => ({
  id: row.id,
  messageId: row.messageId,
  eventType: row.eventType,
  createdAt: row.createdAt.toISOString(),
  attempts: row.attempts,
  lastStatus: row.lastStatus,
  lastResponseMs: row.lastResponseMs,
  lastError: row.lastError,
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
});

/** GET /api/admin/webhooks/{id}/deliveries: the newest deliveries with their last attempt. */
export async function listWebhookDeliveries(db: Db, rawId: string): Promise<WebhookDelivery[]> {
  const endpoint = await endpointOf(db, rawId);
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(DELIVERIES_SHOWN);
  return rows.map(deliveryShown);
}

async function deliveryOf(db: Db, endpointId: string, deliveryId: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}

/**
 * POST /api/admin/webhooks/{id}/test: a `ping` to this endpoint (paused or not), sent at once; answers
 * the delivery with its outcome.
 */
export async function sendTestEvent(db: Db, rawId: string, allowPrivate: boolean): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(db, rawId);
  const [id] = await enqueueWebhookEvent(
    db,
    "ping",
    { endpointId: endpoint.id, message: "A test event from the Sales Rep Portal." },
    { endpointId: endpoint.id },
  );
  if (!id) throw new Error("The test event was not written");
  await deliverNow(db, id, allowPrivate);
  return deliveryShown((await deliveryOf(db, endpoint.id, id))!);
}

/**
 * POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/replay: the same event again, with the same
 * `webhook-id` (so a receiver that had it can tell), sent at once as a new delivery.
 */
export async function replayDelivery(
  db: Db,
  rawId: string,
  rawDeliveryId: string,
  allowPrivate: boolean,
): Promise<WebhookDelivery> {
  const endpoint = await endpointOf(db, rawId);
  const deliveryId = idOr404(rawDeliveryId, DELIVERY_NOT_FOUND, "delivery_not_found");
  const original = await deliveryOf(db, endpoint.id, deliveryId);
  if (!original) throw notFound(DELIVERY_NOT_FOUND, "delivery_not_found");
  const [copy] = await db
    .insert(webhookDeliveries)
    .values({
      messageId: original.messageId,
      endpointId: endpoint.id,
      eventType: original.eventType,
      body: original.body,
    })
    .returning({ id: webhookDeliveries.id });
  if (!copy) throw new Error("The replay insert returned no row");
  await deliverNow(db, copy.id, allowPrivate);
  return deliveryShown((await deliveryOf(db, endpoint.id, copy.id))!);
}

import "server-only";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { profiles } from "./profile-tables";

/**
 * A receiver an admin registered for the portal's events (docs/webhooks.md). `secret` signs every
 * delivery; after a rotation `previousSecret` signs too until `previousSecretUntil`, so a receiver can
 * switch without losing one.
 */
export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  description: text("description").notNull().default(""),
  events: text("events").array().notNull(),
  secret: text("secret").notNull(),
  previousSecret: text("previous_secret"),
  previousSecretUntil: timestamp("previous_secret_until", { withTimezone: true }),
  /** Set by an admin, by a 410 from the receiver, or after five days of failures; null: delivering. */
  pausedAt: timestamp("paused_at", { withTimezone: true }),
  pausedReason: text("paused_reason"),
  /** The first failed attempt since the last success; five days of it pause the endpoint. Null: not failing. */
  failingSince: timestamp("failing_since", { withTimezone: true }),
  createdBy: uuid("created_by").references(() => profiles.id),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The outbox: one row per event and endpoint, written in the transaction of the fact it reports, then
 * sent (and retried) by any instance. `messageId` is the `webhook-id` every attempt and replay repeats;
 * `nextAttemptAt` null means nothing more is planned (delivered, or given up).
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: text("message_id").notNull(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastStatus: integer("last_status"),
    lastResponseMs: integer("last_response_ms"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
  },
  (t) => [
    index("webhook_deliveries_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} is not null`),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt),
    // A preview's events are taken back, and a room's room.forwarded looked up, by their id.
    index("webhook_deliveries_message_idx").on(t.messageId),
  ],
);

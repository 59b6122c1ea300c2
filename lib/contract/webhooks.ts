import { z } from "zod";

/** The events an endpoint can ask for (docs/webhooks.md#events); `ping` is only ever sent by "Send test event". */
export const WEBHOOK_EVENTS = ["share.opened", "room.visited", "room.forwarded", "quote.received"] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number] | "ping";

export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_DESCRIPTION_MAX = 500;
const URL_INVALID = "Please enter the receiver's https URL.";
const EVENTS_REQUIRED = "Choose at least one event.";

const webhookUrl = z
  .string({ error: URL_INVALID })
  .trim()
  .max(WEBHOOK_URL_MAX, `The URL can be at most ${WEBHOOK_URL_MAX} characters.`)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), URL_INVALID);

const description = z
  .string({ error: "The description must be text." })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, `The description can be at most ${WEBHOOK_DESCRIPTION_MAX} characters.`);

const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: `Each event must be one of: ${WEBHOOK_EVENTS.join(", ")}.` }), {
    error: EVENTS_REQUIRED,
  })
  .min(1, EVENTS_REQUIRED)
  .transform((chosen) => [...new Set(chosen)]);

/** POST /api/admin/webhooks body; the server also refuses plain http and private addresses (docs/webhooks.md#urls). */
export const createWebhookSchema = z.object(
  { url: webhookUrl, description: description.default(""), events },
  { error: URL_INVALID },
);
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

const CHANGE_REQUIRED = "Send a new description, events or paused.";

/** PATCH /api/admin/webhooks/{id} body: the description, the events, or paused (true pauses, false resumes). */
export const updateWebhookSchema = z
  .object(
    {
      description: description.optional(),
      events: events.optional(),
      paused: z.boolean({ error: "paused must be true or false." }).optional(),
    },
    { error: CHANGE_REQUIRED },
  )
  .refine((change) => Object.values(change).some((value) => value !== undefined), CHANGE_REQUIRED);
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;

/** Why an endpoint was paused when every delivery failed for five days (docs/webhooks.md#delivery). */
export const FAILING_PAUSED_REASON = "Every delivery failed for five days.";

/**
 * An endpoint in the admin's list: never its secret. `failingSince`: its first failed attempt since
 * its last success (null: not failing); it stays set on an endpoint that five days of it paused.
 */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  pausedAt: z.string().nullable(),
  pausedReason: z.string().nullable(),
  failingSince: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** POST /api/admin/webhooks (201) and POST …/rotate-secret: the secret, shown this once. */
export const webhookSecretResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  secret: z.string(),
});

/** One delivery in GET /api/admin/webhooks/{id}/deliveries, newest first. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  messageId: z.string(),
  eventType: z.string(),
  createdAt: z.string(),
  attempts: z.number(),
  lastStatus: z.number().nullable(),
  lastResponseMs: z.number().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The body every delivery carries (Standard Webhooks): its type, when it happened, and its data. */
export const pingEventSchema = z.object({
  type: z.literal("ping"),
  timestamp: z.string(),
  data: z.object({ endpointId: z.string(), message: z.string() }),
});

/** `quote.received` (docs/webhooks.md#events): a quote from the quotes webhook, its rep, source and asset credits. */
export const quoteReceivedEventSchema = z.object({
  type: z.literal("quote.received"),
  timestamp: z.string(),
  data: z.object({
    quoteId: z.string(),
    externalId: z.string(),
    rep: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    source: z.object({ kind: z.enum(["room", "share", "link", "promoCode"]), id: z.string().nullable() }).nullable(),
    credits: z.array(z.object({ assetId: z.string(), credit: z.number() })),
  }),
});
export type QuoteReceivedData = z.infer<typeof quoteReceivedEventSchema>["data"];

const repSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
const brandRefSchema = z.object({ id: z.string(), name: z.string() });

/** `share.opened`: a person opened a share page (or the rep's copied link to its file). */
export const shareOpenedEventSchema = z.object({
  type: z.literal("share.opened"),
  timestamp: z.string(),
  data: z.object({
    openId: z.string().nullable(),
    openedAt: z.string(),
    share: z.object({ id: z.string(), slug: z.string() }),
    asset: z.object({ id: z.string(), title: z.string() }),
    rep: repSchema,
    brand: brandRefSchema.nullable(),
  }),
});

const roomRefSchema = z.object({
  id: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string().nullable(),
  recipientCompany: z.string().nullable(),
});

/** `room.visited`: a person visited a room; `device` numbers the room's devices in the order they came. */
export const roomVisitedEventSchema = z.object({
  type: z.literal("room.visited"),
  timestamp: z.string(),
  data: z.object({
    visitId: z.string().nullable(),
    visitedAt: z.string(),
    room: roomRefSchema,
    device: z.number(),
    rep: repSchema,
    brand: brandRefSchema,
  }),
});

/**
 * `room.forwarded`: the room's first human visit from a second device, once per room; `newNetwork`
 * when that device was not seen on the first device's network (likely someone else).
 */
export const roomForwardedEventSchema = z.object({
  type: z.literal("room.forwarded"),
  timestamp: z.string(),
  data: z.object({
    visitId: z.string().nullable(),
    forwardedAt: z.string(),
    room: roomRefSchema,
    firstVisitedAt: z.string(),
    newNetwork: z.boolean(),
    rep: repSchema,
    brand: brandRefSchema,
  }),
});

/** Every event the portal sends, by type: GET /api/webhooks/schema publishes them as JSON Schema. */
export const webhookEventSchemas = {
  ping: pingEventSchema,
  "quote.received": quoteReceivedEventSchema,
  "share.opened": shareOpenedEventSchema,
  "room.visited": roomVisitedEventSchema,
  "room.forwarded": roomForwardedEventSchema,
};

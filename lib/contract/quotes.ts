import { z } from "zod";

const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a string.` })
    .trim()
    .max(max, `${field} can be at most ${max} characters.`)
    .optional();

/**
 * POST /api/webhooks/quotes body, sent by the quoting system. Unknown fields are ignored. The quote
 * goes to the rep of the first of roomSlug, shareSlug, linkSlug and promoCode that is known (docs/api.md).
 */
export const quoteWebhookSchema = z.object(
  {
    externalId: z
      .string({ error: "externalId is required and must be a string." })
      .trim()
      .min(1, "externalId must not be empty.")
      .max(200, "externalId can be at most 200 characters."),
    promoCode: optionalText("promoCode", 100),
    linkSlug: optionalText("linkSlug", 100),
    roomSlug: optionalText("roomSlug", 100),
    shareSlug: optionalText("shareSlug", 100),
  },
  { error: "The request body must be a JSON object." },
);
export type QuoteWebhookInput = z.infer<typeof quoteWebhookSchema>;

/** The stored quote: userId is the rep it is attributed to (null: unattributed), through roomId, shareId or linkId. */
export const quoteSchema = z.object({
  id: z.string(),
  externalId: z.string(),
  userId: z.string().nullable(),
  linkId: z.string().nullable(),
  roomId: z.string().nullable(),
  /** The share link (share page) it came through, or null. */
  shareId: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

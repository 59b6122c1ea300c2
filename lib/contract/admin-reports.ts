import { z } from "zod";

/** One rep in the admin funnel: what they shared and what came of it (human counts only). */
export const repFunnelRowSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** Assets shared (share links made). */
  shares: z.number(),
  /** Human opens of their share pages. */
  opens: z.number(),
  /** Share rooms made (revoked and expired ones too). */
  rooms: z.number(),
  /** Human visits of their share rooms. */
  roomVisits: z.number(),
  /** Human clicks on their tracked links. */
  clicks: z.number(),
  quotes: z.number(),
  /** Quotes / human clicks, percent with two decimals (0 without clicks). */
  conversionRate: z.number(),
});
export const repFunnelSchema = z.array(repFunnelRowSchema);
export type RepFunnelRow = z.infer<typeof repFunnelRowSchema>;

export const HIT_EXPORT_MAX_DAYS = 366;
/** Export days lie in these years (docs/security.md): the database and CSV dates stay four-digit. */
export const HIT_EXPORT_YEARS = { first: 2000, last: 2999 } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A UTC day parameter (`from`, `to`) of a report: a real date of the years a report covers. */
export const reportDay = (label: string, missing: string) =>
  z
    .string({ error: missing })
    .regex(DAY, `${label} must be a date like 2026-11-23.`)
    .refine((value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    }, `${label} is not a real date.`)
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= HIT_EXPORT_YEARS.first && year <= HIT_EXPORT_YEARS.last;
    }, `${label} must be a day in the years ${HIT_EXPORT_YEARS.first} to ${HIT_EXPORT_YEARS.last}.`);

const day = (label: string) => reportDay(label, "Choose a start date (from) and an end date (to) for the export.");

/** GET /api/admin/exports/hits?from=YYYY-MM-DD&to=YYYY-MM-DD: UTC days, both included. */
export const hitExportQuerySchema = z
  .object({ from: day("from"), to: day("to") })
  .refine((q) => q.from <= q.to, {
    error: "The start date (from) must be on or before the end date (to).",
    path: ["from"],
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) < HIT_EXPORT_MAX_DAYS * 86_400_000, {
    error: `An export of hits covers at most ${HIT_EXPORT_MAX_DAYS} days.`,
    path: ["to"],
  });
export type HitExportQuery = z.infer<typeof hitExportQuerySchema>;

/**
 * What a quote was attributed to: the rep's share room (by id only: a room is private to its rep),
 * their share page (by its asset's title), their tracked link, their promo code, or nobody.
 */
const quoteAttributionSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("room"), roomId: z.string() }),
  z.object({ kind: z.literal("share"), title: z.string() }),
  z.object({ kind: z.literal("link"), name: z.string(), slug: z.string() }),
  z.object({ kind: z.literal("promo"), code: z.string() }),
  z.object({ kind: z.literal("none") }),
]);
export type QuoteAttribution = z.infer<typeof quoteAttributionSchema>;

/** One of the newest quotes in the admin Analytics tab; `rep` is null for an unattributed quote. */
const recentQuoteSchema = z.object({
  id: z.string(),
  externalId: z.string(),
  rep: z.object({ name: z.string(), email: z.string() }).nullable(),
  attribution: quoteAttributionSchema,
  createdAt: z.string(),
});
/** GET /api/admin/quotes: the newest quotes first. */
export const recentQuotesSchema = z.array(recentQuoteSchema);
export type RecentQuote = z.infer<typeof recentQuoteSchema>;

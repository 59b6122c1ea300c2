import { z } from "zod";
import { HIT_EXPORT_MAX_DAYS, reportDay } from "./admin-reports";
import { pageCursorSchema, pageLimitSchema } from "./page-query";

/** The periods the Content tab offers, in days up to today (UTC) included. */
export const CONTENT_PERIODS = [7, 30, 90] as const;
export const CONTENT_PAGE_MAX = 200;
export const CONTENT_PAGE_DEFAULT = 50;
export const CONTENT_SEARCH_MAX = 200;

/** The columns the Content list sorts by; `activity` (newest activity first) is the default. */
export const CONTENT_SORTS = [
  "activity",
  "title",
  "type",
  "reps",
  "shares",
  "rooms",
  "humanOpens",
  "visitors",
  "medianReadPercent",
  "downloads",
  "quoteCredits",
  "lastSharedAt",
] as const;
export type ContentSort = (typeof CONTENT_SORTS)[number];

const day = (label: string) => reportDay(label, `${label} must be a date like 2026-11-23.`).optional();

const DAYS_MESSAGE = `days must be one of ${CONTENT_PERIODS.join(", ")}.`;

/** A from after to, as the list and the admin's date fields say it. */
export const PERIOD_ORDER_ERROR = "The start date (from) must be on or before the end date (to).";

/**
 * The period and brand every Content call takes: `days` (7, 30 or 90, the default 30) or `from` and
 * `to` (UTC days, both included, at most 366 days), never both; `brandId` narrows to one brand.
 */
export const contentPeriodSchema = z
  .object({
    days: z
      .enum(CONTENT_PERIODS.map(String) as [string, ...string[]], { error: DAYS_MESSAGE })
      .transform(Number)
      .optional(),
    from: day("from"),
    to: day("to"),
    brandId: z.uuid("brandId must be a brand's id.").optional(),
  })
  .refine((q) => q.days === undefined || (q.from === undefined && q.to === undefined), {
    error: "Give either days or from and to, not both.",
    path: ["days"],
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), {
    error: "Give both from and to.",
    path: ["from"],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: PERIOD_ORDER_ERROR,
    path: ["from"],
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < HIT_EXPORT_MAX_DAYS * 86_400_000, {
    error: `A period covers at most ${HIT_EXPORT_MAX_DAYS} days.`,
    path: ["to"],
  });
export type ContentPeriodQuery = z.infer<typeof contentPeriodSchema>;

/** GET /api/admin/content: the period, a sort, a search and a page. */
export const contentListQuerySchema = z.intersection(
  contentPeriodSchema,
  z.object({
    sort: z.enum(CONTENT_SORTS, { error: `sort must be one of ${CONTENT_SORTS.join(", ")}.` }).optional(),
    dir: z.enum(["asc", "desc"], { error: "dir must be asc or desc." }).optional(),
    q: z.string().max(CONTENT_SEARCH_MAX, `q can be at most ${CONTENT_SEARCH_MAX} characters.`).optional(),
    cursor: pageCursorSchema,
    limit: pageLimitSchema(CONTENT_PAGE_MAX),
  }),
);
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

/** One asset's row: what reps did with it and what customers did, human figures only. */
export const contentRowSchema = z.object({
  assetId: z.string(),
  title: z.string(),
  type: z.string(),
  /** Reps who shared it (a share link made or e-mailed, or a room made with it) in the period. */
  reps: z.number(),
  shares: z.number(),
  rooms: z.number(),
  /** Human share opens plus human room visits that engaged with it. */
  humanOpens: z.number(),
  /** The day's distinct visitors of those opens, summed over the days. */
  visitors: z.number(),
  /** Median percent of pages read (paged PDF) or played (video, audio); null for other assets or no opens. */
  medianReadPercent: z.number().nullable(),
  downloads: z.number(),
  /** Quote credits in the period, one decimal. */
  quoteCredits: z.number(),
  lastSharedAt: z.string().nullable(),
});
export type ContentRow = z.infer<typeof contentRowSchema>;

export const contentPageSchema = z.object({ assets: z.array(contentRowSchema), nextCursor: z.string().nullable() });
export type ContentPage = z.infer<typeof contentPageSchema>;

/** GET /api/admin/content/never-shared: active assets nobody shared in the period, oldest first. */
export const neverSharedSchema = z.object({
  assets: z.array(
    z.object({
      assetId: z.string(),
      title: z.string(),
      type: z.string(),
      brands: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
});
export type NeverShared = z.infer<typeof neverSharedSchema>;

/** GET /api/admin/content/{assetId}: one asset's opens by day and by rep, and its PDF's drop-off. */
export const contentDetailSchema = z.object({
  assetId: z.string(),
  title: z.string(),
  type: z.string(),
  byDay: z.array(z.object({ day: z.string(), humanOpens: z.number() })),
  /** Counts per rep, never a recipient. */
  byRep: z.array(z.object({ userId: z.string(), name: z.string(), humanOpens: z.number() })),
  /** For a paged PDF: per page, the percent of its readers who read that page; else null. */
  pages: z.array(z.object({ page: z.number(), readers: z.number(), percent: z.number() })).nullable(),
  readers: z.number(),
});
export type ContentDetail = z.infer<typeof contentDetailSchema>;

import { z } from "zod";
import { engagedSecondsSchema, engagementBeaconSchema } from "./engagement";

/** The page images of a PDF stored by the portal (docs/pages.md): rendering, done, or given up. */
export const PAGE_RENDER_STATUSES = ["pending", "ready", "failed"] as const;
export type PageRenderStatus = (typeof PAGE_RENDER_STATUSES)[number];

/** Why a PDF has no page images; each is said to the admin in words (docs/pages.md#limits). */
export const PAGE_RENDER_REASONS = ["encrypted", "damaged", "too_many_pages", "render_error"] as const;
export type PageRenderReason = (typeof PAGE_RENDER_REASONS)[number];

/** What the admin reads for each reason (docs/pages.md#limits). */
export const PAGE_RENDER_REASON_TEXT: Record<PageRenderReason, string> = {
  encrypted: "The PDF is password-protected, so its pages cannot be shown.",
  damaged: "The PDF could not be read; it may be damaged.",
  too_many_pages: "The PDF has too many pages to be shown page by page.",
  render_error: "The pages could not be prepared.",
};

/** The widths each page is rendered at, in pixels: a phone's screen and a large or dense one. */
export const PAGE_IMAGE_WIDTHS = [800, 1600] as const;
export type PageImageWidth = (typeof PAGE_IMAGE_WIDTHS)[number];

/**
 * An asset's or resource's `pages`: null for anything that is not a PDF stored by the portal (an
 * outside URL keeps the browser's own viewer).
 */
export const assetPagesSchema = z
  .object({
    status: z.enum(PAGE_RENDER_STATUSES),
    count: z.number().int().nullable(),
    reason: z.enum(PAGE_RENDER_REASONS).nullable(),
  })
  .nullable();
export type AssetPages = z.infer<typeof assetPagesSchema>;

/** The most pages a beacon reports at once: the render limit's default ceiling. */
export const MAX_REPORTED_PAGES = 300;

/** One page's seconds at least half in view while the tab was visible, as a beacon reports them. */
export const pageSecondsSchema = z.object({
  page: z
    .number({ error: "page must be a number." })
    .int("page must be a whole number.")
    .min(1, "page must be 1 or more.")
    .max(MAX_REPORTED_PAGES, `page cannot be more than ${MAX_REPORTED_PAGES}.`),
  seconds: engagedSecondsSchema,
});
export type PageSeconds = z.infer<typeof pageSecondsSchema>;

/** A beacon's per-page report: only pages with time, each page once. */
export const pagesReportSchema = z
  .array(pageSecondsSchema)
  .max(MAX_REPORTED_PAGES, `A report names at most ${MAX_REPORTED_PAGES} pages.`)
  .refine((pages) => new Set(pages.map((p) => p.page)).size === pages.length, "A report names each page once.")
  .default([]);

/**
 * POST /asset/{shareSlug}/engagement as the share page sends it: its beacon (engagement.ts) with, for
 * a PDF shown as pages, the seconds on each page so far. Pages beyond the document's are ignored.
 */
export const sharePagesBeaconSchema = engagementBeaconSchema.extend({ pages: pagesReportSchema });
export type SharePagesBeacon = z.infer<typeof sharePagesBeaconSchema>;

/** A page's reading over several human visits or opens (the rep's page strip). */
export const pageReadSchema = z.object({ page: z.number().int(), seconds: z.number().int(), visits: z.number().int() });
export type PageRead = z.infer<typeof pageReadSchema>;

/**
 * Every page of a ready PDF with its seconds and the human visits or opens that gave it any; null for
 * an asset that is not a PDF with page images (docs/engagement.md#pages-read).
 */
export const pageReadsSchema = z.array(pageReadSchema).nullable();
export type PageReads = z.infer<typeof pageReadsSchema>;

/** The pages one visit read (any seconds), in page order; null for an asset without page images. */
export const visitPagesSchema = z.array(z.object({ page: z.number().int(), seconds: z.number().int() })).nullable();
export type VisitPages = z.infer<typeof visitPagesSchema>;

import { z } from "zod";
import { assetPagesSchema } from "./pages";
import { ASSET_PAGE_MAX_LIMIT } from "./asset-paging";
import { brandIdSchema } from "./brands";
import { pageCursorSchema, pageLimitSchema } from "./page-query";

export const SEARCH_MAX_LENGTH = 200;

/**
 * GET /api/assets query: the brand, an optional search text, and a page (`limit`, default
 * ASSET_PAGE_DEFAULT_LIMIT; `cursor`, the opaque X-Next-Cursor of the page before).
 */
export const listAssetsQuerySchema = z.object({
  brandId: brandIdSchema,
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `The search text can be at most ${SEARCH_MAX_LENGTH} characters.`)
    .optional(),
  limit: pageLimitSchema(ASSET_PAGE_MAX_LIMIT),
  cursor: pageCursorSchema,
  /** newest (the default) or mostRead: human opens across all reps of the brand over 30 days, most first. */
  sort: z.enum(["newest", "mostRead"], { error: "sort must be newest or mostRead." }).optional(),
});
export type ListAssetsQuery = z.infer<typeof listAssetsQuerySchema>;

/** An asset as the portal shows it; `type` is PDF, Video, Audio or the stored type capitalized. */
export const portalAssetSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  fileSize: z.number().nullable(),
  duration: z.string().nullable(),
  createdAt: z.string(),
  url: z.string(),
  /** The page images of a PDF stored by the portal, else null (docs/pages.md). */
  pages: assetPagesSchema.default(null),
  /** The first page's image once the pages are ready (GET /api/assets/{id}/cover), else null. */
  coverUrl: z.string().nullable().default(null),
  /** Customers (each day's distinct visitors of its human opens, summed) of the brand over 30 days. */
  readByCustomers: z.number().default(0),
});
export type PortalAsset = z.infer<typeof portalAssetSchema>;

/**
 * POST /api/assets/share body. An id that is not a visible asset's gets 404, not 400. `brandId`
 * is the brand the rep shares from (without it, the brand cookie's); the customer sees that brand.
 */
export const shareAssetBodySchema = z.object({
  assetId: z
    .string({ error: "Please provide the assetId of the asset to share." })
    .max(100, "The assetId is too long."),
  brandId: brandIdSchema.optional(),
});
export type ShareAssetBody = z.infer<typeof shareAssetBodySchema>;

export const shareAssetResponseSchema = z.object({ shareSlug: z.string() });
export type ShareAssetResponse = z.infer<typeof shareAssetResponseSchema>;

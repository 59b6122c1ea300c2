import { z } from "zod";
import { assetPagesSchema } from "./pages";
import { descriptionSchema, hasBrand, idListSchema, NO_BRAND_MESSAGE, titleSchema } from "./admin-common";
import { assetTypeMismatch } from "./asset-file-type";
import { isHttpUrl } from "./tracked-links";

export const ADMIN_ASSET_TYPES = ["image", "video", "audio", "document", "presentation", "pdf"] as const;
export const ADMIN_RESOURCE_TYPES = ["document", "training", "faq", "price_list"] as const;
export type AdminAssetType = (typeof ADMIN_ASSET_TYPES)[number];
export type AdminResourceType = (typeof ADMIN_RESOURCE_TYPES)[number];

export const LIBRARY_TITLE_MAX = 200;
export const LIBRARY_DESCRIPTION_MAX = 5000;
export const LIBRARY_URL_MAX = 2048;
const INVALID_URL = "Please enter a valid URL.";

/** A file of this site (`/uploads/...` or `/samples/...`) or an absolute http(s) URL. */
export function isLibraryUrl(value: string): boolean {
  return /^\/(uploads|samples)\/[A-Za-z0-9][A-Za-z0-9._-]*$/.test(value) || isHttpUrl(value);
}

function libraryItemBodySchema<T extends readonly [string, ...string[]]>(types: T) {
  return z
    .object({
      title: titleSchema(LIBRARY_TITLE_MAX),
      description: descriptionSchema(LIBRARY_DESCRIPTION_MAX),
      type: z.enum(types, { error: `Please choose a type: ${types.join(", ")}.` }),
      url: z
        .string({ error: INVALID_URL })
        .trim()
        .max(LIBRARY_URL_MAX, `The URL can be at most ${LIBRARY_URL_MAX} characters.`)
        .refine(isLibraryUrl, INVALID_URL),
      brandIds: idListSchema("brand"),
      userIds: idListSchema("user"),
      assignToAllBrands: z.boolean({ error: "assignToAllBrands must be true or false." }).default(false),
      isActive: z.boolean({ error: "isActive must be true or false." }).default(true),
      fileSizeKb: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1)
        .nullish(),
      duration: z.string().trim().max(20, "The duration can be at most 20 characters.").nullish(),
    })
    .refine(hasBrand, { message: NO_BRAND_MESSAGE, path: ["brandIds"] });
}

/** POST /api/admin/assets body (both admin forms' type lists); the type may not contradict the file. */
export const createAssetBodySchema = libraryItemBodySchema(ADMIN_ASSET_TYPES).superRefine((asset, ctx) => {
  const mismatch = assetTypeMismatch(asset.type, asset.url);
  if (mismatch) ctx.addIssue({ code: "custom", message: mismatch, path: ["type"] });
});
/** POST /api/admin/resources body. */
export const createResourceBodySchema = libraryItemBodySchema(ADMIN_RESOURCE_TYPES);
export type CreateAssetBody = z.infer<typeof createAssetBodySchema>;
export type CreateResourceBody = z.infer<typeof createResourceBodySchema>;
export type CreateLibraryItemBody = CreateAssetBody | CreateResourceBody;

/** An asset or resource in the admin tables; brandName is the first brand's (null: 'Unknown'), brandNames all. */
export const adminLibraryItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  url: z.string(),
  brandId: z.string().nullable(),
  brandIds: z.array(z.string()),
  brandName: z.string().nullable(),
  brandNames: z.array(z.string()),
  assignToAllBrands: z.boolean(),
  userIds: z.array(z.string()),
  isActive: z.boolean(),
  createdAt: z.string(),
  fileSizeKb: z.number().nullable(),
  duration: z.string().nullable(),
  /** The page images of a PDF stored by the portal, else null (docs/pages.md). */
  pages: assetPagesSchema.default(null),
});
export type AdminLibraryItem = z.infer<typeof adminLibraryItemSchema>;

/** GET /api/admin/assets/{id}/versions: one file of the asset; the last is the one customers see. */
export const assetVersionSchema = z.object({
  version: z.number(),
  url: z.string(),
  fileSizeKb: z.number().nullable(),
  createdAt: z.string(),
  current: z.boolean(),
  /** Share-page opens and room visits by people while this file was the one customers saw. */
  humanOpens: z.number(),
});
export type AssetVersion = z.infer<typeof assetVersionSchema>;

/** GET /api/admin/assets/{id}/reach: the share pages and open rooms a delete closes. */
export const assetReachSchema = z.object({ shares: z.number(), rooms: z.number() });
export type AssetReach = z.infer<typeof assetReachSchema>;

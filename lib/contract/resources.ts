import { z } from "zod";
import { brandIdSchema } from "./brands";

/** GET /api/resources query. */
export const listResourcesQuerySchema = z.object({ brandId: brandIdSchema });
export type ListResourcesQuery = z.infer<typeof listResourcesQuerySchema>;

export const portalResourceTypeSchema = z.enum(["PDF", "Video", "PriceList", "FAQ", "other"]);
export type PortalResourceType = z.infer<typeof portalResourceTypeSchema>;

export const portalResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: portalResourceTypeSchema,
  url: z.string(),
  createdAt: z.string(),
});
export type PortalResource = z.infer<typeof portalResourceSchema>;

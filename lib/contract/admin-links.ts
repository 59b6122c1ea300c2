import { z } from "zod";

/** A tracked link in the admin Links tab; createdBy is the creator's name, or e-mail without one. */
export const adminTrackedLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  originalUrl: z.string(),
  clickCount: z.number(),
  isActive: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type AdminTrackedLink = z.infer<typeof adminTrackedLinkSchema>;

export const topLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  clickCount: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type TopLink = z.infer<typeof topLinkSchema>;

/** GET /api/admin/link-stats: over every link; topLinks are the 5 live links with most clicks. */
export const adminLinkStatsSchema = z.object({
  totalClicks: z.number(),
  conversionRate: z.number(),
  topLinks: z.array(topLinkSchema),
});
export type AdminLinkStats = z.infer<typeof adminLinkStatsSchema>;

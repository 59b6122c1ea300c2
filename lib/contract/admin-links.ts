import { z } from "zod";
import { linkStatsSchema, trackedLinkSchema } from "./tracked-links";

/** A tracked link in the admin Links tab; createdBy is the creator's name, or e-mail without one. */
export const adminTrackedLinkSchema = trackedLinkSchema.extend({ createdBy: z.string() });
export type AdminTrackedLink = z.infer<typeof adminTrackedLinkSchema>;

export const topLinkSchema = adminTrackedLinkSchema.pick({
  id: true,
  name: true,
  slug: true,
  clickCount: true,
  createdBy: true,
  createdAt: true,
});
export type TopLink = z.infer<typeof topLinkSchema>;

/** GET /api/admin/link-stats: over every link; topLinks are the 5 live links with most clicks. */
export const adminLinkStatsSchema = linkStatsSchema.extend({ topLinks: z.array(topLinkSchema) });
export type AdminLinkStats = z.infer<typeof adminLinkStatsSchema>;

import { z } from "zod";

export const CLICKS_PER_DAY_DAYS = 30;

/** GET /api/admin/analytics. Months and days are UTC; conversionRate is percent with 2 decimals. */
export const analyticsSchema = z.object({
  totalUsers: z.number(),
  newUsersThisMonth: z.number(),
  totalLinks: z.number(),
  linksCreatedThisMonth: z.number(),
  totalClicks: z.number(),
  clicksThisMonth: z.number(),
  conversionRate: z.number(),
  clicksPerDay: z.array(z.object({ date: z.string(), clicks: z.number() })),
});
export type Analytics = z.infer<typeof analyticsSchema>;

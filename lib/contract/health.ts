import { z } from "zod";

/**
 * GET /api/health, for operators and probes: 200 when the database answers, 503 (with Retry-After)
 * when it does not. Anyone gets the status. The details need `Authorization: Bearer <HEALTH_TOKEN>`
 * or an admin's session: `hitsWaiting` counts the short-link and share-page hits buffered in this
 * instance that are not written yet (they are written once the database answers again), which would
 * tell a stranger within milliseconds that someone else has just followed a link.
 */
export const healthStatusSchema = z.object({ status: z.enum(["ok", "unavailable"]) });
export const healthSchema = healthStatusSchema.extend({
  database: z.enum(["reachable", "unreachable"]),
  hitsWaiting: z.number().int().nonnegative(),
});
export type HealthStatus = z.infer<typeof healthStatusSchema>;
export type Health = z.infer<typeof healthSchema>;

import { z } from "zod";

/**
 * GET /api/health, for operators and probes: 200 when the database answers, 503 (with Retry-After)
 * when it does not; `hitsWaiting` counts the short-link and share-page hits buffered in this
 * instance that are not written yet (they are written once the database answers again).
 */
export const healthSchema = z.object({
  status: z.enum(["ok", "unavailable"]),
  database: z.enum(["reachable", "unreachable"]),
  hitsWaiting: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;

import { z } from "zod";

/** The longest time a beacon can report for one page or asset: a day. */
const MAX_ENGAGED_SECONDS = 86_400;

/** Seconds a page or an asset was visible, as a beacon reports them. */
export const engagedSecondsSchema = z
  .number({ error: "seconds must be a number." })
  .int("seconds must be a whole number.")
  .min(0, "seconds cannot be negative.")
  .max(MAX_ENGAGED_SECONDS, `seconds cannot be more than ${MAX_ENGAGED_SECONDS}.`);

/** The furthest percent of a video or audio played, as a beacon reports it; null: not played. */
export const percentPlayedSchema = z
  .number({ error: "percent must be a number." })
  .int("percent must be a whole number.")
  .min(0, "percent must be between 0 and 100.")
  .max(100, "percent must be between 0 and 100.")
  .nullable()
  .default(null);

/**
 * POST /asset/{shareSlug}/engagement: the share page's beacon. It names its open (the id the page
 * was served with) and reports, so far, the seconds the page was visible and, for video or audio,
 * the percent of it played. Later reports only ever raise the figures.
 */
export const engagementBeaconSchema = z.object({
  openId: z.uuid({ error: "openId must be the id of an open of this page." }),
  seconds: engagedSecondsSchema,
  percent: percentPlayedSchema,
});
export type EngagementBeacon = z.infer<typeof engagementBeaconSchema>;

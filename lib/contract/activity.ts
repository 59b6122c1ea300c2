import { z } from "zod";
import { HIT_CLASSES } from "./hits";
import { pageReadsSchema } from "./pages";

export const ACTIVITY_DAYS = 30;

/** The hits of the last 30 days that did not count, per class (everything but human). */
const excludedSchema = z.object(
  Object.fromEntries(HIT_CLASSES.filter((c) => c !== "human").map((c) => [c, z.number()])) as Record<
    Exclude<(typeof HIT_CLASSES)[number], "human">,
    z.ZodNumber
  >,
);

/** One tracked link or shared asset of the rep, over the last 30 UTC days (oldest first). */
const activityItemSchema = z.object({
  /** Human clicks (links) or opens (shares) per day, aligned with `days`. */
  perDay: z.array(z.number()),
  /** Human clicks or opens in the 30 days, and all time. */
  last30Days: z.number(),
  allTime: z.number(),
  /** Unique visitors per day, summed over the 30 days. */
  visitors: z.number(),
  /** The last human click or open (ISO), or null. */
  lastOpenedAt: z.string().nullable(),
  excluded: excludedSchema,
});

/**
 * How long the human opens of the last 30 days stayed, from the pages' beacons: the opens that
 * reported and their average whole seconds on the page; for video and audio, the opens that played
 * and their average percent played. Averages are null without such opens.
 */
const shareEngagementSchema = z.object({
  timedOpens: z.number(),
  averageSeconds: z.number().nullable(),
  playedOpens: z.number(),
  averagePercent: z.number().nullable(),
});
export type ShareEngagement = z.infer<typeof shareEngagementSchema>;

/** GET /api/activity: what happened to the signed-in rep's tracked links and shared assets. */
export const activitySchema = z.object({
  days: z.array(z.string()),
  links: z.array(activityItemSchema.extend({ id: z.string(), name: z.string(), slug: z.string() })),
  shares: z.array(
    activityItemSchema.extend({
      shareSlug: z.string(),
      assetId: z.string(),
      title: z.string(),
      type: z.string(),
      engagement: shareEngagementSchema,
      /** The share's PDF pages over the human opens of the last 30 days; null when not a PDF with pages. */
      pages: pageReadsSchema,
    }),
  ),
});
export type Activity = z.infer<typeof activitySchema>;
export type ActivityItem = z.infer<typeof activityItemSchema>;

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
  /** Human clicks on the brand's call to action over the 30 days, and the label last clicked. */
  nextStepClicks: z.number(),
  nextStepLabel: z.string().nullable(),
});
export type ShareEngagement = z.infer<typeof shareEngagementSchema>;

/** GET /api/activity: what happened to the signed-in rep's tracked links and shared assets. */
export const activitySchema = z.object({
  days: z.array(z.string()),
  links: z.array(activityItemSchema.extend({ id: z.string(), name: z.string(), slug: z.string() })),
  shares: z.array(
    activityItemSchema.extend({
      /** The share's id: the bell's alerts and the feed's lines name a share by it. */
      id: z.string(),
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

/** The feed's filters: every kind, or rooms, shares or tracked links only. */
export const FEED_KINDS = ["all", "rooms", "shares", "links"] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
/** Lines a page of the feed holds. */
export const FEED_PAGE_SIZE = 20;

/** GET /api/activity/feed's query: the filter (default all) and the cursor a previous page gave. */
export const activityFeedQuerySchema = z.strictObject(
  {
    kind: z.enum(FEED_KINDS, { error: "kind must be all, rooms, shares or links." }).default("all"),
    cursor: z.string({ error: "Invalid cursor." }).min(1, "Invalid cursor.").max(100, "Invalid cursor.").optional(),
  },
  { error: "Only kind and cursor may be sent." },
);
export type ActivityFeedQuery = z.input<typeof activityFeedQuerySchema>;

/** Who read, where the portal knows it: a room's recipient. A share or a link has no named reader. */
const feedReaderSchema = z.object({ name: z.string(), company: z.string().nullable(), email: z.string().nullable() });

/** One person's click, open or visit, newest first. */
export const feedEntrySchema = z.object({
  /** Unique across kinds ("room-12"), for lists. */
  id: z.string(),
  kind: z.enum(["room", "share", "link"]),
  at: z.string(),
  /** The room, share or tracked link, for its detail (/rooms/{id}, or its card on Activity). */
  targetId: z.string(),
  /** A room's first asset, a share's asset or a link's name. */
  title: z.string(),
  /** A room's other assets. */
  moreAssets: z.number(),
  reader: feedReaderSchema.nullable(),
  /** Whole seconds on the page (a share open) or on the room's assets (a visit); null when none reported. */
  seconds: z.number().nullable(),
});
export type FeedEntry = z.infer<typeof feedEntrySchema>;

/** GET /api/activity/feed: a page of the feed and the cursor of the next (null at the end). */
export const activityFeedSchema = z.object({ items: z.array(feedEntrySchema), nextCursor: z.string().nullable() });
export type ActivityFeed = z.infer<typeof activityFeedSchema>;

/**
 * An `engagement` event of GET /api/activity/stream: one of the rep's links, shares or rooms got a
 * person's click, open or visit (or one was found to be a preview's after all).
 */
export const liveEngagementSchema = z.object({ kind: z.enum(["room", "share", "link"]), targetId: z.string() });
export type LiveEngagement = z.infer<typeof liveEngagementSchema>;

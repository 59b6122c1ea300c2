import { z } from "zod";

export const TRACKED_LINK_NAME_MAX = 200;
export const TRACKED_LINK_URL_MAX = 2048;

const BOTH_REQUIRED = "Please provide both name and URL.";
const INVALID_URL = "Please enter a valid URL.";

/** An absolute http(s) URL with a host and no whitespace or control characters. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^/?#]/i.test(value) || /[\s\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A dotted host name (optional port) at the start, then a path, query, fragment or nothing. */
const SCHEMELESS_HOST = /^[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?([/?#]|$)/i;

/**
 * `rmi.example.com/band-night` as people type it: a host without a scheme gets `https://`. Anything
 * else (a relative path, `//host`, `javascript:`) is left as typed, for the URL check to refuse.
 */
export function withDefaultScheme(value: string): string {
  return SCHEMELESS_HOST.test(value) ? `https://${value}` : value;
}

/** A link's name: trimmed, non-blank (else `blank`), at most 200 characters. */
const linkName = (blank: string) =>
  z
    .string({ error: blank })
    .trim()
    .min(1, blank)
    .max(TRACKED_LINK_NAME_MAX, `The link name can be at most ${TRACKED_LINK_NAME_MAX} characters.`);

/**
 * POST /api/tracked-links body, with the messages of docs/rules.md#tracked-link-fields (shared by the form and the
 * server).
 */
export const createTrackedLinkSchema = z.object(
  {
    name: linkName(BOTH_REQUIRED),
    originalUrl: z
      .string({ error: BOTH_REQUIRED })
      .trim()
      .min(1, BOTH_REQUIRED)
      .transform(withDefaultScheme)
      .pipe(
        z
          .string()
          .max(TRACKED_LINK_URL_MAX, `The URL can be at most ${TRACKED_LINK_URL_MAX} characters.`)
          .refine(isHttpUrl, INVALID_URL),
      ),
  },
  { error: BOTH_REQUIRED },
);
export type CreateTrackedLinkInput = z.infer<typeof createTrackedLinkSchema>;

const CHANGE_REQUIRED = "Send a new name or isActive.";

/** PATCH /api/tracked-links/{id} body: a new name, the active flag, or both. */
export const updateTrackedLinkSchema = z
  .object(
    {
      name: linkName("Please enter a name for the link.").optional(),
      isActive: z.boolean({ error: "isActive must be true or false." }).optional(),
    },
    { error: CHANGE_REQUIRED },
  )
  .refine((change) => change.name !== undefined || change.isActive !== undefined, CHANGE_REQUIRED);
export type UpdateTrackedLinkInput = z.infer<typeof updateTrackedLinkSchema>;

export const trackedLinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  originalUrl: z.string(),
  clickCount: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TrackedLink = z.infer<typeof trackedLinkSchema>;

/** GET /api/link-tracking/stats response; conversionRate is in percent with two decimals. */
export const linkStatsSchema = z.object({ totalClicks: z.number(), conversionRate: z.number() });
export type LinkStats = z.infer<typeof linkStatsSchema>;

/**
 * The rep's GET /api/link-tracking/stats adds what the dashboard's Link Clicks card shows: the
 * people's clicks on their links and opens of their shares over the last `days` days, counted as
 * the Activity screen counts them.
 */
export const repLinkStatsSchema = linkStatsSchema.extend({
  /**
   * The last `days` UTC days' human clicks, share opens and room visits (the dashboard's Asset
   * engagement), and those of them after the rep last opened Activity's feed.
   */
  recent: z.object({
    days: z.number(),
    clicks: z.number(),
    opens: z.number(),
    visits: z.number(),
    newSinceLook: z.number(),
  }),
});
export type RepLinkStats = z.infer<typeof repLinkStatsSchema>;

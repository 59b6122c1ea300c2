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

/** POST /api/tracked-links body, with SPEC §5's messages (shared by the form and the server). */
export const createTrackedLinkSchema = z.object(
  {
    name: z
      .string({ error: BOTH_REQUIRED })
      .trim()
      .min(1, BOTH_REQUIRED)
      .max(TRACKED_LINK_NAME_MAX, `The link name can be at most ${TRACKED_LINK_NAME_MAX} characters.`),
    originalUrl: z
      .string({ error: BOTH_REQUIRED })
      .trim()
      .min(1, BOTH_REQUIRED)
      .max(TRACKED_LINK_URL_MAX, `The URL can be at most ${TRACKED_LINK_URL_MAX} characters.`)
      .refine(isHttpUrl, INVALID_URL),
  },
  { error: BOTH_REQUIRED },
);
export type CreateTrackedLinkInput = z.infer<typeof createTrackedLinkSchema>;

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

import { z } from "zod";

/**
 * What a hit on a tracked link or a share page was. Only `human` hits count toward clicks, opens
 * and conversion; the rest are kept so a rep can see why a number is lower than a raw count.
 * - `bot`: a crawler or script, `unfurler`: a link-preview fetcher (chat apps, social networks),
 *   `scanner`: an e-mail security pre-fetch, `head`: a HEAD request, `own`: the link's own rep,
 *   signed in on that browser. docs/engagement.md explains each.
 */
export const HIT_CLASSES = ["human", "bot", "unfurler", "scanner", "head", "own"] as const;
export const hitClassSchema = z.enum(HIT_CLASSES);
export type HitClass = z.infer<typeof hitClassSchema>;

/** Why a hit has its class (stored with it, in the admin's hits export), and the class each gives. */
export const HIT_REASON_CLASSES = {
  /** A HEAD request: no page was shown to anyone. */
  head_request: "head",
  /** An authentic session of the rep who owns the link or share. */
  own_session: "own",
  /** An e-mail security gateway named in the user agent. */
  scanner_user_agent: "scanner",
  /** An open of the e-mailed share link within seconds of the send. */
  scanner_after_email: "scanner",
  /** A link-preview fetcher named in the user agent. */
  unfurler_user_agent: "unfurler",
  /** A GET followed by a HEAD from the same visitor within seconds: how preview fetchers work. */
  unfurler_get_then_head: "unfurler",
  /** A crawler, library or headless browser by its user agent, or no user agent. */
  bot_user_agent: "bot",
  /** A browser's user agent without the Accept (text/html) and Accept-Language every browser sends. */
  missing_browser_headers: "bot",
  /** A browser's user agent, but not a top-level navigation by the Fetch Metadata headers. */
  not_a_navigation: "bot",
  /** None of the above: a person's visit. */
  person: "human",
} as const satisfies Record<string, HitClass>;

export type HitReason = keyof typeof HIT_REASON_CLASSES;
export const HIT_REASONS = Object.keys(HIT_REASON_CLASSES) as HitReason[];

import "server-only";
import { HIT_REASON_CLASSES, type HitClass, type HitReason } from "@/lib/contract/hits";
import { navigationShortfall } from "./browser-navigation";
import { classifyUserAgent, type UserAgentClass } from "./user-agent";

/**
 * Link-preview fetchers of chat apps and social networks (iMessage sends "facebookexternalhit ...
 * Twitterbot"). In-app browsers of the same apps are people, so only the fetchers' own names are here.
 */
const UNFURLER = new RegExp(
  [
    "facebookexternalhit",
    "facebot",
    "twitterbot",
    "slackbot",
    "slack-imgproxy",
    "linkedinbot",
    "whatsapp/",
    "telegrambot",
    "discordbot",
    "skypeuripreview",
    "microsoftpreview",
    "google-pagerenderer",
    "googledocs",
    "pinterestbot",
    "redditbot",
    "embedly",
    "iframely",
    "vkshare",
    "zoombot",
    "mattermost",
    "cardyb",
    "mastodon/",
    "bitlybot",
    "kakaotalk-scrap",
  ].join("|"),
  "i",
);

/** E-mail security gateways that pre-fetch every link of a message before the recipient sees it. */
const SCANNER = new RegExp(
  [
    "proofpoint",
    "urldefense",
    "mimecast",
    "barracuda",
    "safelinks",
    "messagelabs",
    "symantec",
    "trendmicro",
    "forcepoint",
    "sophos",
    "fireeye",
    "trellix",
    "ironport",
    "zscaler",
    "avanan",
    "fortiguard",
    "appriver",
    "cloudmark",
    "bingpreview",
  ].join("|"),
  "i",
);

export interface HitFacts {
  method: "GET" | "HEAD";
  userAgent: string;
  /** The request carries an authentic session of the rep who owns the link. */
  byOwner: boolean;
  /** The request's headers, for what a browser sends on a top-level navigation (browser-navigation.ts). */
  headers: Headers;
  /** A browser would send this request Fetch Metadata (Sec-Fetch-*): expectsFetchMetadata. */
  fetchMetadata: boolean;
  /** The user agent's device class, when the caller has it already (it runs isbot's large pattern). */
  device?: UserAgentClass;
}

/** A hit's class and the reason for it. */
export interface HitVerdict {
  hitClass: HitClass;
  reason: HitReason;
}

export const verdictOf = (reason: HitReason): HitVerdict => ({ hitClass: HIT_REASON_CLASSES[reason], reason });

/**
 * The class of one hit, and why, from what the request alone shows. Two patterns need more than
 * one request and are applied later: a GET followed by a HEAD from the same visitor is an unfurler
 * (classAfterHead, applied by the hit buffer), and an open of an e-mailed share link seconds after
 * the send is a scanner (classAfterEmail, applied by the share page).
 */
export function classifyHit({ method, userAgent, byOwner, headers, fetchMetadata, device }: HitFacts): HitVerdict {
  if (method === "HEAD") return verdictOf("head_request");
  if (byOwner) return verdictOf("own_session");
  if (SCANNER.test(userAgent)) return verdictOf("scanner_user_agent");
  if (UNFURLER.test(userAgent)) return verdictOf("unfurler_user_agent");
  if ((device ?? classifyUserAgent(userAgent)) === "bot") return verdictOf("bot_user_agent");
  return verdictOf(navigationShortfall(headers, fetchMetadata) ?? "person");
}

/** The share e-mail's link carries ?via=email, so its opens can be told from others. */
export const EMAILED_LINK_PARAM = "via";

/**
 * An open of the e-mailed share link within `windowMs` of the send is a mail scanner's pre-fetch
 * (a person does not open a mail that fast), whatever its user agent says.
 */
export function classAfterEmail(
  verdict: HitVerdict,
  openedAt: Date,
  emailedAt: Date | null,
  windowMs: number,
): HitVerdict {
  if (verdict.hitClass !== "human" || !emailedAt) return verdict;
  const sinceSend = openedAt.getTime() - emailedAt.getTime();
  return sinceSend >= 0 && sinceSend < windowMs ? verdictOf("scanner_after_email") : verdict;
}

/** A hit's class and when it happened: what the rules over a sequence of hits look at. */
interface ClassedHit {
  hitClass: HitClass;
  occurredAt: Date;
}

/**
 * A link preview fetches a page twice: a person's GET followed by a HEAD from the same visitor within
 * `windowMs` makes the GET an unfurler's (a browser does not send the HEAD). The GET's new verdict,
 * or undefined when the pair shows nothing.
 */
export function classAfterHead(get: ClassedHit, head: ClassedHit, windowMs: number): HitVerdict | undefined {
  if (get.hitClass !== "human" || head.hitClass !== "head") return undefined;
  const sinceGet = head.occurredAt.getTime() - get.occurredAt.getTime();
  return sinceGet <= windowMs ? verdictOf("unfurler_get_then_head") : undefined;
}

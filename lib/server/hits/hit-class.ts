import "server-only";
import type { HitClass } from "@/lib/contract/hits";
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
  /** The request carries a valid session of the rep who owns the link. */
  byOwner: boolean;
  /** The user agent's device class, when the caller has it already (it runs isbot's large pattern). */
  device?: UserAgentClass;
}

/**
 * The class of one hit from what the request alone shows. Two patterns need more than one request
 * and are applied later: a GET followed by a HEAD from the same visitor is an unfurler (hit-buffer),
 * and an open of an e-mailed share link seconds after the send is a scanner (share page).
 */
export function classifyHit({ method, userAgent, byOwner, device }: HitFacts): HitClass {
  if (method === "HEAD") return "head";
  if (byOwner) return "own";
  if (SCANNER.test(userAgent)) return "scanner";
  if (UNFURLER.test(userAgent)) return "unfurler";
  if ((device ?? classifyUserAgent(userAgent)) === "bot") return "bot";
  return "human";
}

/** The share e-mail's link carries ?via=email, so its opens can be told from others. */
export const EMAILED_LINK_PARAM = "via";

/**
 * An open of the e-mailed share link within `windowMs` of the send is a mail scanner's pre-fetch
 * (a person does not open a mail that fast), whatever its user agent says.
 */
export function classAfterEmail(
  hitClass: HitClass,
  openedAt: Date,
  emailedAt: Date | null,
  windowMs: number,
): HitClass {
  if (hitClass !== "human" || !emailedAt) return hitClass;
  const sinceSend = openedAt.getTime() - emailedAt.getTime();
  return sinceSend >= 0 && sinceSend < windowMs ? "scanner" : hitClass;
}

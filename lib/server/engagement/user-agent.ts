import "server-only";
import { isbot } from "isbot";

export type UserAgentClass = "desktop" | "mobile" | "tablet" | "bot" | "other";

/** Whether the request comes from a crawler or a script rather than a person (an empty user agent too). */
export function isBotUserAgent(userAgent: string): boolean {
  return !userAgent.trim() || isbot(userAgent);
}

// Not Next's userAgent() (next/server): its isBotUserAgent knows only crawlers and link previews, not scripts
// (curl, python-requests, HeadlessChrome), hence isbot; and its device type comes from a full
// ua-parser-js parse (browser, engine, OS, CPU), about five times the time of isbot and these three
// patterns together, paid on every /go hit. The classes here need only these patterns.
const TABLET = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i;
const MOBILE = /mobi|iphone|ipod|android|blackberry|opera mini|iemobile|windows phone/i;
const DESKTOP = /windows nt|macintosh|mac os x|x11|linux|cros/i;

/** The coarse device class stored with each click event. */
export function classifyUserAgent(userAgent: string): UserAgentClass {
  if (isBotUserAgent(userAgent)) return "bot";
  if (TABLET.test(userAgent)) return "tablet";
  if (MOBILE.test(userAgent)) return "mobile";
  if (DESKTOP.test(userAgent)) return "desktop";
  return "other";
}

import "server-only";
import type { Clicks } from "./clicks/clicks-runtime";
import { linkNotFoundResponse } from "./not-found-page";
import { classifyUserAgent } from "./clicks/user-agent";

/** Slugs are base64url tokens; anything else is answered without touching the database. */
const SLUG_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const REFERRER_MAX = 2000;

const COMMON_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "strict-origin-when-cross-origin" };

export interface FollowOptions {
  /** HEAD answers like GET but counts nothing and records nothing. */
  method: "GET" | "HEAD";
  /** Keeps the process alive until a promise settles: `after()` of next/server. */
  keepAlive: (task: Promise<void>) => void;
}

/**
 * GET /go/{slug}: 302 to the link's URL. A person's click is counted; a known bot's is recorded as
 * an event with isBot=true but not counted. The hot path is a cache look-up and a buffered
 * increment: no database write happens while the visitor waits.
 */
export async function followShortLink(clicks: Clicks, request: Request, slug: string, options: FollowOptions): Promise<Response> {
  if (!SLUG_PATTERN.test(slug)) return linkNotFoundResponse(options.method === "GET", COMMON_HEADERS);
  const { buffer, findLink } = clicks;
  const link = await findLink(slug);
  if (!link) return linkNotFoundResponse(options.method === "GET", COMMON_HEADERS);
  if (options.method === "GET") {
    const userAgentClass = classifyUserAgent(request.headers.get("user-agent") ?? "");
    const isBot = userAgentClass === "bot";
    const referrer = request.headers.get("referer")?.slice(0, REFERRER_MAX) || null;
    const write = buffer.record({ linkId: link.id, occurredAt: new Date(), referrer, userAgentClass, isBot }, !isBot);
    if (write) options.keepAlive(write);
  }
  return new Response(null, { status: 302, headers: { ...COMMON_HEADERS, Location: link.location } });
}

import "server-only";
import { createHash } from "node:crypto";
import type { SharePageResult } from "@/lib/server/services/share-page";
import { ENGAGEMENT_SCRIPT_SOURCE, type BeaconOf } from "./engagement-beacon";
import { SharePageDocument, SharePageStatusDocument } from "./share-page-document";

const NOT_FOUND = "This shared asset could not be found.";
const GONE = "This asset is no longer available.";
const HINT = "Please ask the person who shared it with you for a new link.";

/** Browser and framework prefetches announce themselves; they are not views. */
export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`.toLowerCase();
  return purpose.includes("prefetch") || headers.has("next-router-prefetch");
}

function documentFor(result: SharePageResult, beacon?: BeaconOf): { status: number; markup: string; css: string } {
  switch (result.kind) {
    case "live":
      return { status: 200, ...SharePageDocument(result.page, beacon) };
    case "retired":
      return { status: 410, ...SharePageStatusDocument(GONE, HINT) };
    case "missing":
      return { status: 404, ...SharePageStatusDocument(NOT_FOUND, HINT) };
  }
}

/**
 * The public share page as a complete HTML response with its real status (200, 404 or 410). HEAD
 * gets the same head without the body.
 */
export function sharePageResponse(result: SharePageResult, withBody: boolean, beacon?: BeaconOf): Response {
  const { status, markup, css } = documentFor(result, beacon);
  return publicPageResponse({ status, markup, css, scriptSource: ENGAGEMENT_SCRIPT_SOURCE }, withBody);
}

/**
 * A public page (share page, room page) as HTML: a strict CSP that allows only its hashed
 * stylesheet and beacon script, the beacon's own origin and the assets' own media; no caching
 * (every render is a counted view) and no indexing.
 */
export function publicPageResponse(
  page: { status: number; markup: string; css: string; scriptSource: string },
  withBody: boolean,
): Response {
  const { status, markup, css } = page;
  const styleHash = createHash("sha256").update(css).digest("base64");
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    `script-src ${page.scriptSource}`,
    "connect-src 'self'",
    "img-src 'self' https: http: data:",
    "media-src 'self' https: http:",
    "object-src 'self' https: http:",
    "frame-src 'self' https: http:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
  return new Response(withBody ? markup : null, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": csp,
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

import "server-only";
import { createHash } from "node:crypto";

/** Browser and framework prefetches announce themselves; they are not views. */
export function isPrefetch(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`.toLowerCase();
  return purpose.includes("prefetch") || headers.has("next-router-prefetch");
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

import "server-only";
import { createHash } from "node:crypto";
import { OUTAGE_RETRY_AFTER_SECONDS } from "@/lib/server/platform/http-errors";

export interface UnavailableText {
  heading: string;
  text: string;
  /** The portal's own pages carry its name; public pages (customers) do not. */
  portal: boolean;
}

/** What a rep sees on a portal page during an outage: not the sign-in screen, and why. */
export const PORTAL_UNAVAILABLE: UnavailableText = {
  heading: "The portal is temporarily unavailable",
  text:
    "The portal's services are not answering right now. " +
    "You are still signed in and nothing you saved is lost. " +
    "This page tries again by itself every few seconds.",
  portal: true,
};

/** What a rep sees after following an e-mailed sign-in link during an outage: the link is not spent. */
export const SIGN_IN_LINK_UNAVAILABLE: UnavailableText = {
  heading: "Signing in is temporarily unavailable",
  text: "Your sign-in link still works. This page tries again by itself every few seconds.",
  portal: true,
};

/** What a customer sees on a share page or short link that cannot be served now. */
export const PUBLIC_UNAVAILABLE: UnavailableText = {
  heading: "This page is temporarily unavailable",
  text: "Please try again in a moment. This page tries again by itself every few seconds.",
  portal: false,
};

// The portal's mark (app/icon.svg), inline so the page needs nothing else from the server.
const MARK = `<svg class="mark" viewBox="0 0 32 32" aria-hidden="true">
<rect width="32" height="32" rx="7" fill="#2563eb"/>
<g transform="translate(7 7) scale(0.75)" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"
stroke-linejoin="round"><path d="M12 12h.01"/><path d="M16 6V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2"/>
<path d="M22 13a18.15 18.15 0 0 1-20 0"/><rect width="20" height="14" x="2" y="6" rx="2"/></g></svg>`;

const CSS = `
:root { color-scheme: light dark;
  font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; min-height: 100dvh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
main { max-width: 30rem; padding: 2rem 1.5rem; text-align: center; line-height: 1.5; }
.mark { width: 3rem; height: 3rem; }
.name { margin: .5rem 0 1.5rem; font-weight: 600; letter-spacing: -.01em; }
h1 { font-size: 1.4rem; line-height: 1.3; margin: 0 0 .75rem; }
p { margin: 0 0 1rem; opacity: .85; }
a { color: #2563eb; font-weight: 600; }
`;
const STYLE_HASH = createHash("sha256").update(CSS).digest("base64");

function page({ heading, text, portal }: UnavailableText): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta http-equiv="refresh" content="${OUTAGE_RETRY_AFTER_SECONDS}">
<title>${heading}</title><style>${CSS}</style></head>
<body><main role="status">${portal ? `${MARK}<p class="name">Sales Rep Portal</p>` : ""}<h1>${heading}</h1>
<p>${text}</p><p><a href="">Try again now</a></p></main></body></html>
`;
}

/**
 * The branded 503 page of an outage: it reloads itself after Retry-After (a meta refresh: no script
 * under its strict policy), is never cached and sets no cookie, so a session stays exactly as it was.
 */
export function unavailablePage(text: UnavailableText, withBody: boolean): Response {
  return new Response(withBody ? page(text) : null, {
    status: 503,
    headers: {
      "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS),
      "Cache-Control": "no-store",
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": [
        "default-src 'none'",
        `style-src 'sha256-${STYLE_HASH}'`,
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'none'",
      ].join("; "),
      "X-Robots-Tag": "noindex",
    },
  });
}

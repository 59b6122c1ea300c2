import "server-only";
import { createHash } from "node:crypto";
import { html, SafeHtml } from "@/lib/server/public-page/html";

const STYLE = [
  "body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#0f172a;color:#e2e8f0;",
  "display:grid;min-height:100vh;place-items:center}",
  "main{max-width:28rem;margin:1.5rem;padding:2rem;border-radius:.75rem;background:#1e293b}",
  "h1{font-size:1.25rem;margin:0 0 .75rem}p{margin:0 0 1rem}",
  "button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:.5rem;",
  "background:#3b82f6;color:#fff;cursor:pointer}",
  "button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}",
].join("");

// The page's one style sheet is allowed by its hash; nothing else may load, run or frame it.
const CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ");

function page(title: string, body: SafeHtml): Response {
  const document = html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} - Sales Rep Portal</title>
<style>${new SafeHtml(STYLE)}</style></head>
<body><main><h1>${title}</h1>${body}</main></body>
</html>`;
  return new Response(document.toString(), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": CSP,
      // The token is in the address: no cache may keep it (the site-wide Referrer-Policy already
      // sends other sites the origin alone, and the page links nowhere).
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}

const SWITCH = "E-mail me when a link or share is first opened each day";

/** GET: asks first, so a mail scanner that fetches every link turns nothing off. */
export const confirmUnsubscribePage = () =>
  page(
    "Turn off alert e-mails?",
    html`<p>You will no longer get an e-mail when one of your links or shares is first opened each day.
The bell in the portal keeps showing these alerts.</p>
<form method="post"><button type="submit">Turn off alert e-mails</button></form>`,
  );

export const unsubscribedPage = () =>
  page(
    "Alert e-mails are off",
    html`<p>You will get no more e-mails when a link or share is first opened.</p>
<p>To turn them back on, open the user menu (your name at the top right of the portal) and tick
&ldquo;${SWITCH}&rdquo;.</p>`,
  );

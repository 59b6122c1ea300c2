import "server-only";
import { createHash } from "node:crypto";

export interface PlainPageText {
  title: string;
  heading: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
}

const CSS = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { max-width: 32rem; padding: 2rem 1.5rem; text-align: center; line-height: 1.5; }
  h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
  p { margin: 0; }
`;
const STYLE_HASH = createHash("sha256").update(CSS).digest("base64");

/** The page is its own stylesheet and text: nothing else may load, run, frame it or be submitted. */
const PLAIN_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${STYLE_HASH}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

function plainPage({ title, heading, paragraphs }: PlainPageText): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<h1>${heading}</h1>
${paragraphs.map((p) => `<p>${p}</p>`).join("\n")}
</main>
</body>
</html>
`;
}

/**
 * A page of fixed text (the texts are the server's own, never input) with its own strict
 * Content-Security-Policy, for answers no route renders: an unknown short link, a path no route
 * matches under the folders the request gate skips. HEAD gets the head without the body.
 */
export function plainPageResponse(
  text: PlainPageText,
  status: number,
  withBody: boolean,
  headers: Record<string, string> = {},
): Response {
  return new Response(withBody ? plainPage(text) : null, {
    status,
    headers: {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": PLAIN_PAGE_POLICY,
      "X-Robots-Tag": "noindex",
    },
  });
}

import "server-only";
import { FILE_ICON } from "./asset-viewer";
import { cssColor } from "./brand-colors";
import { html, SafeHtml } from "./html";
import { publicPageStyles } from "./public-page-styles";

const NEUTRAL_BRAND = "#334155";

interface DocumentParts {
  title: string;
  description: string;
  brandColor: string;
  body: SafeHtml;
  /** Rules a page adds to the shared stylesheet (the room page's). */
  extraCss?: string;
  /** Tags a page adds to the head (the link preview's). */
  head?: SafeHtml | "";
}

/** Our own stylesheet (constant text, validated colors), kept from closing its element. */
function styleSheet(css: string): string {
  return css.replace(/<\//g, "<\\/");
}

/** A whole HTML document; returns the markup and its stylesheet (hashed into the CSP). */
export function publicPageShell({ title, description, brandColor, body, extraCss = "", head = "" }: DocumentParts): {
  markup: string;
  css: string;
} {
  const css = styleSheet(publicPageStyles(brandColor) + extraCss);
  const markup = html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><meta name="description" content="${description}">
<meta name="robots" content="noindex, nofollow">${head}
<meta name="theme-color" content="${cssColor(brandColor)}"><style>${new SafeHtml(css)}</style></head>
<body>${body}</body></html>`;
  return { markup: markup.value, css };
}

/** The 404 and 410 pages: no brand, no asset details. */
export function publicStatusDocument(heading: string, hint: string) {
  return publicPageShell({
    title: heading.replace(/\.$/, ""),
    description: heading,
    brandColor: NEUTRAL_BRAND,
    body: html`<main id="content"><div class="wrap"><div class="card status">${FILE_ICON}<h1>${heading}</h1>
<p>${hint}</p></div></div></main>`,
  });
}

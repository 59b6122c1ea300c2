import "server-only";
import type { SharePage } from "@/lib/server/shares/share-page-content";
import { cssColor } from "./brand-colors";
import { assetViewerHtml, downloadLinkHtml, FILE_ICON } from "./asset-viewer";
import { engagementBeaconHtml, type BeaconOf } from "./engagement-beacon";
import { html, SafeHtml } from "./html";
import { PAGE_COLUMN_STYLES, pageColumnHtml, pagePreviewHtml } from "./page-column";
import { sharePageStyles } from "./share-page-styles";

const NEUTRAL_BRAND = "#334155";

interface DocumentParts {
  title: string;
  description: string;
  brandColor: string;
  body: SafeHtml;
  /** Rules a page adds to the share page's stylesheet (the room page's). */
  extraCss?: string;
  /** Tags a page adds to the head (the link preview's). */
  head?: SafeHtml | "";
}

/** Our own stylesheet (constant text, validated colors), kept from closing its element. */
function styleSheet(css: string): string {
  return css.replace(/<\//g, "<\\/");
}

/** A whole HTML document; returns the markup and its stylesheet (hashed into the CSP). */
export function sharePageShell({ title, description, brandColor, body, extraCss = "", head = "" }: DocumentParts): {
  markup: string;
  css: string;
} {
  const css = styleSheet(sharePageStyles(brandColor) + extraCss);
  const markup = html`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><meta name="description" content="${description}">
<meta name="robots" content="noindex, nofollow">${head}
<meta name="theme-color" content="${cssColor(brandColor)}"><style>${new SafeHtml(css)}</style></head>
<body>${body}</body></html>`;
  return { markup: markup.value, css };
}

/** Who is behind the page, and the way to write back to them (`title` is the reply's subject). */
export function repCardHtml({ rep, brand, title }: Pick<SharePage, "rep" | "brand" | "title">): SafeHtml {
  const reply = `mailto:${rep.email}?subject=${encodeURIComponent(`Re: ${title}`)}`;
  return html`<section class="card contact" aria-labelledby="contact-title">
<h2 id="contact-title">Your contact</h2>
<p class="rep-name">${rep.name}</p>
<p class="rep-brand">${brand.name}</p>
<p class="rep-email"><a href="mailto:${rep.email}">${rep.email}</a></p>
<div class="actions"><a class="button" href="${reply}">${MAIL_ICON}Reply by e-mail</a></div>
</section>`;
}

const MAIL_ICON = html`<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"
  stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><rect x="3" y="5" width="18"
  height="14" rx="2"/><path d="m3 7 9 6 9-6"/></svg>`;

/** Where page `page` of a share page's PDF is served at `width` pixels (docs/pages.md). */
export const sharePageImagePath = (shareSlug: string, page: number, width: number) =>
  `/asset/${encodeURIComponent(shareSlug)}/pages/${page}/${width}`;

/**
 * The shared asset, themed with its brand; a ready PDF as its column of pages (with the link
 * preview's cover when the site's origin is known), else the viewer; with the engagement beacon when
 * the open is recorded.
 */
export function sharePageDocument(page: SharePage, beacon?: BeaconOf) {
  const sharedBy = `Shared with you by ${page.rep.name}`;
  const { pages, origin } = page;
  const viewer = pages ? pageColumnHtml({ title: page.title, pages, eager: true }) : assetViewerHtml(page);
  return sharePageShell({
    title: `${page.title} | ${page.brand.name}`,
    description: page.description || `${page.title}, shared by ${page.brand.name}.`,
    brandColor: page.brand.primaryColor,
    extraCss: pages ? PAGE_COLUMN_STYLES : "",
    head: pages && origin ? pagePreviewHtml({ pages, origin }) : "",
    body: html`<header><div class="wrap"><p class="brand">${page.brand.name}</p>
<p class="shared-by">${sharedBy}</p></div></header>
<main id="content"><div class="wrap"><article class="card" aria-labelledby="asset-title">
<h1 id="asset-title">${page.title}</h1>${page.description ? html`<p class="description">${page.description}</p>` : ""}
${viewer}
${page.url ? html`<div class="actions">${downloadLinkHtml(page.url)}</div>` : ""}
</article>
${repCardHtml(page)}</div></main>
<footer><div class="wrap">Shared through ${page.brand.name}</div></footer>
${beacon ? engagementBeaconHtml(beacon) : ""}`,
  });
}

/** The 404 and 410 pages: no brand, no asset details. */
export function sharePageStatusDocument(heading: string, hint: string) {
  return sharePageShell({
    title: heading.replace(/\.$/, ""),
    description: heading,
    brandColor: NEUTRAL_BRAND,
    body: html`<main id="content"><div class="wrap"><div class="card status">${FILE_ICON}<h1>${heading}</h1>
<p>${hint}</p></div></div></main>`,
  });
}

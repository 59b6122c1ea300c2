import "server-only";
import type { SharePage } from "@/lib/server/shares/share-page-content";
import { assetViewerHtml, downloadLinkHtml } from "@/lib/server/public-page/asset-viewer";
import { ctaPath } from "@/lib/server/public-page/call-to-action";
import { engagementBeaconHtml, type BeaconOf } from "@/lib/server/public-page/engagement-beacon";
import { html } from "@/lib/server/public-page/html";
import { PAGE_COLUMN_STYLES, pageColumnHtml, pagePreviewHtml } from "@/lib/server/public-page/page-column";
import { publicPageShell } from "@/lib/server/public-page/public-page-shell";
import { repCardHtml } from "@/lib/server/public-page/rep-card";

/** Where page `page` of a share page's PDF is served at `width` pixels (docs/pages.md). */
export const sharePageImagePath = (shareSlug: string, page: number, width: number) =>
  `/asset/${encodeURIComponent(shareSlug)}/pages/${page}/${width}`;

/**
 * The shared asset, themed with its brand; a ready PDF as its column of pages (with the link
 * preview's cover when the site's origin is known), else the viewer; the rep card with the brand's
 * call to action (carrying the open's id, when recorded); with the engagement beacon when the open is recorded.
 */
export function sharePageDocument(page: SharePage, beacon?: BeaconOf) {
  const sharedBy = `Shared with you by ${page.rep.name}`;
  const { pages, origin } = page;
  const cta = page.cta && { label: page.cta.label, href: ctaPath(page.cta.pagePath, beacon?.openId) };
  const viewer = pages ? pageColumnHtml({ title: page.title, pages, eager: true }) : assetViewerHtml(page);
  return publicPageShell({
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
${repCardHtml({ ...page, cta })}</div></main>
<footer><div class="wrap">Shared through ${page.brand.name}</div></footer>
${beacon ? engagementBeaconHtml(beacon) : ""}`,
  });
}

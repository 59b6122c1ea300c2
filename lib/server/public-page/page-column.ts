import "server-only";
import { PREVIEW_SUFFIX } from "@/lib/server/pages/page-image-response";
import type { PageSize } from "@/lib/server/pages/rendered-pages";
import { html, type SafeHtml } from "./html";

/** A ready PDF's pages as a page shows them: their sizes, and where each is served at a width. */
export interface ShownPages {
  sizes: PageSize[];
  path: (page: number, width: number) => string;
}

/** The width the `<img>` declares (the phone rendition); its height keeps the page's own shape. */
const SHOWN_WIDTH = 800;
const shownHeight = (size: PageSize) => Math.max(1, Math.round((size.height * SHOWN_WIDTH) / size.width));

// The column is at most 48rem wide; below that, the screen less the page's and the card's padding.
const SIZES = "(min-width: 54rem) 48rem, calc(100vw - 4.5rem)";

/**
 * A ready PDF as a column of its pages: plain images with their size set (no layout shift), two
 * widths to choose from, the first page of the page's first document fetched at once (`eager`: the
 * page's largest paint) and the rest as they come near. Each page is `data-page` for the beacon.
 */
export function pageColumnHtml({
  title,
  pages,
  eager,
}: {
  title: string;
  pages: ShownPages;
  eager: boolean;
}): SafeHtml {
  const count = pages.sizes.length;
  return html`<ol class="pdf-pages" aria-label="${`Pages of ${title}`}">${pages.sizes.map((size) => {
    const first = eager && size.page === 1;
    const srcset = `${pages.path(size.page, 800)} 800w, ${pages.path(size.page, 1600)} 1600w`;
    const loading = first ? html` fetchpriority="high"` : html` loading="lazy"`;
    return html`<li class="pdf-page" data-page="${size.page}"><img src="${pages.path(size.page, SHOWN_WIDTH)}"
srcset="${srcset}" sizes="${SIZES}" width="${SHOWN_WIDTH}" height="${shownHeight(size)}"${loading} decoding="async"
alt="${`Page ${size.page} of ${count}: ${title}`}">
<span class="page-number" aria-hidden="true">${size.page} / ${count}</span>
</li>`;
  })}</ol>`;
}

/**
 * The link preview's tags (Open Graph, and the large card for X): the first page at 800 px, as JPEG
 * (docs/pages.md#the-link-preview), at an absolute URL of the site's public origin, so a pasted link
 * shows its cover.
 */
export function pagePreviewHtml({ pages, origin }: { pages: ShownPages; origin: string }): SafeHtml {
  const [first] = pages.sizes;
  if (!first) return html``;
  return html`<meta property="og:image" content="${origin + pages.path(1, SHOWN_WIDTH) + PREVIEW_SUFFIX}">
<meta property="og:image:type" content="image/jpeg"><meta property="og:image:width" content="${SHOWN_WIDTH}">
<meta property="og:image:height" content="${shownHeight(first)}">
<meta name="twitter:card" content="summary_large_image">`;
}

/** The page column's rules, added to the share page's stylesheet. */
export const PAGE_COLUMN_STYLES = `
.pdf-pages { list-style: none; margin: 1.25rem auto 0; padding: 0; max-width: 48rem; display: grid; gap: 1rem; }
.pdf-page { position: relative; }
.pdf-page img { display: block; width: 100%; height: auto; background: #fff; border: 1px solid #e2e8f0;
  border-radius: .5rem; box-shadow: 0 1px 3px rgb(15 23 42 / .08); }
.page-number { display: block; margin-top: .35rem; color: #475569; font-size: .85rem; text-align: center; }
`;

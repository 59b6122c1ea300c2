import "server-only";
import { viewerKind } from "@/lib/server/library/viewer-kind";
import { assetViewerHtml, downloadLinkHtml, FILE_ICON } from "@/lib/server/public-page/asset-viewer";
import { html, type SafeHtml } from "@/lib/server/public-page/html";
import {
  PAGE_COLUMN_STYLES,
  pageColumnHtml,
  pagePreviewHtml,
  type ShownPages,
} from "@/lib/server/public-page/page-column";
import { ctaPath } from "@/lib/server/public-page/call-to-action";
import { publicPageShell } from "@/lib/server/public-page/public-page-shell";
import { repCardHtml } from "@/lib/server/public-page/rep-card";
import { RoomBeacon } from "./room-beacon";
import type { ClosedRoomCard } from "./room-open";
import type { RoomPage, RoomPageAsset } from "./room-page";
import { ROOM_PAGE_STYLES } from "./room-page-styles";

/** An asset's file on the room page, by position: viewed in place, or (`visitId`) downloaded and counted. */
export function roomFilePath(slug: string, position: number, visitId?: string): string {
  const path = `/r/${encodeURIComponent(slug)}/files/${position}`;
  return visitId ? `${path}?v=${encodeURIComponent(visitId)}` : path;
}

/** Where page `page` of the room's PDF at `position` is served at `width` pixels (docs/pages.md). */
export const roomPageImagePath = (slug: string, position: number, page: number, width: number) =>
  `${roomFilePath(slug, position)}/pages/${page}/${width}`;

/** A room asset as the page shows it: a ready PDF with its pages (room-page-pages.ts). */
export type ShownRoomAsset = RoomPageAsset & { pages?: ShownPages };

/** The room page with its ready PDFs' pages and the site's origin for the link preview. */
export type ShownRoomPage = Omit<RoomPage, "assets"> & { assets: ShownRoomAsset[]; origin?: string };

/** The recipient's name; one given as an e-mail address (a "Send via Email" room) may wrap at its @ on a phone. */
function recipientHtml(name: string): SafeHtml {
  const at = name.indexOf("@");
  return at > 0 ? html`${name.slice(0, at)}<wbr>${name.slice(at)}` : html`${name}`;
}

const replySubject = (card: Pick<RoomPage, "brand">) => `Documents from ${card.brand.name}`;

function AssetCard(slug: string, asset: ShownRoomAsset, visitId: string | undefined, eager: boolean): SafeHtml {
  const file = asset.url ? roomFilePath(slug, asset.position) : undefined;
  // The viewer is chosen from the stored file's address; the page only ever links the room's own path.
  const kind = viewerKind(asset.type, asset.url);
  const headingId = `asset-${asset.position}`;
  const description = asset.description ? html`<p class="description">${asset.description}</p>` : "";
  return html`<article class="card asset" data-n="${asset.position}" aria-labelledby="${headingId}">
<h2 id="${headingId}">${asset.title}</h2>${description}
${
  asset.pages
    ? pageColumnHtml({ title: asset.title, pages: asset.pages, eager })
    : assetViewerHtml({ title: asset.title, type: kind, url: file })
}
${file ? html`<div class="actions">${downloadLinkHtml(roomFilePath(slug, asset.position, visitId))}</div>` : ""}
</article>`;
}

/**
 * The room: the rep's note, every asset in the rep's order (a ready PDF as its pages, the first
 * one's cover as the link preview), and the rep's card; with the beacon when the visit is recorded.
 */
export function RoomPageDocument(slug: string, page: ShownRoomPage, visitId?: string) {
  const count = page.assets.length === 1 ? "1 file" : `${page.assets.length} files`;
  const cover = page.assets.find((asset) => asset.pages)?.pages;
  return publicPageShell({
    title: `For ${page.recipientName} | ${page.brand.name}`,
    description: `Documents from ${page.brand.name}, shared by ${page.rep.name}.`,
    brandColor: page.brand.primaryColor,
    extraCss: ROOM_PAGE_STYLES + (cover ? PAGE_COLUMN_STYLES : ""),
    head: cover && page.origin ? pagePreviewHtml({ pages: cover, origin: page.origin }) : "",
    body: html`<header><div class="wrap"><p class="brand">${page.brand.name}</p>
<p class="shared-by">Shared with you by ${page.rep.name}</p></div></header>
<main id="content"><div class="wrap"><section class="card" aria-labelledby="room-title">
<h1 id="room-title">For ${recipientHtml(page.recipientName)}</h1>
${page.note ? html`<p class="note">${page.note}</p>` : ""}<p class="count">${count}</p></section>
<div class="assets">${page.assets.map((asset) => AssetCard(slug, asset, visitId, asset.pages === cover))}</div>
${repCardHtml({
  ...page,
  title: replySubject(page),
  cta: page.cta && { label: page.cta.label, href: ctaPath(`/r/${encodeURIComponent(slug)}`, visitId) },
})}</div></main>
<footer><div class="wrap">Shared through ${page.brand.name}</div></footer>
${visitId ? RoomBeacon({ visitId, slug }) : ""}`,
  });
}

/**
 * A closed room: the brand and the rep's card, so the recipient can ask for it again; once the rep
 * has left the portal, the brand alone (their address may no longer answer).
 */
export function RoomClosedDocument(card: ClosedRoomCard) {
  const ask = card.rep
    ? html`<p>Please ask ${card.rep.name} for a new link.</p></div>
${repCardHtml({ ...card, rep: card.rep, title: replySubject(card), cta: null })}`
    : html`<p>Please contact ${card.brand.name} for a new link.</p></div>`;
  return publicPageShell({
    title: `This room is no longer available | ${card.brand.name}`,
    description: "This room is no longer available.",
    brandColor: card.brand.primaryColor,
    body: html`<header><div class="wrap"><p class="brand">${card.brand.name}</p></div></header>
<main id="content"><div class="wrap"><div class="card status">${FILE_ICON}<h1>This room is no longer available.</h1>
${ask}</div></main>
<footer><div class="wrap">Shared through ${card.brand.name}</div></footer>`,
  });
}

import "server-only";
import { viewerKind } from "@/lib/server/library/viewer-kind";
import { assetViewerHtml, downloadLinkHtml, FILE_ICON } from "@/lib/server/shares/asset-viewer";
import { html, type SafeHtml } from "@/lib/server/shares/html";
import { repCardHtml, sharePageShell } from "@/lib/server/shares/share-page-document";
import { RoomBeacon } from "./room-beacon";
import type { ClosedRoomCard } from "./room-open";
import type { RoomPage, RoomPageAsset } from "./room-page";
import { ROOM_PAGE_STYLES } from "./room-page-styles";

/** An asset's file on the room page, by position: viewed in place, or (`visitId`) downloaded and counted. */
export function roomFilePath(slug: string, position: number, visitId?: string): string {
  const path = `/r/${encodeURIComponent(slug)}/files/${position}`;
  return visitId ? `${path}?v=${encodeURIComponent(visitId)}` : path;
}

const replySubject = (card: Pick<RoomPage, "brand">) => `Documents from ${card.brand.name}`;

function AssetCard(slug: string, asset: RoomPageAsset, visitId: string | undefined): SafeHtml {
  const file = asset.url ? roomFilePath(slug, asset.position) : undefined;
  // The viewer is chosen from the stored file's address; the page only ever links the room's own path.
  const kind = viewerKind(asset.type, asset.url);
  const headingId = `asset-${asset.position}`;
  const description = asset.description ? html`<p class="description">${asset.description}</p>` : "";
  return html`<article class="card asset" data-n="${asset.position}" aria-labelledby="${headingId}">
<h2 id="${headingId}">${asset.title}</h2>${description}
${assetViewerHtml({ title: asset.title, type: kind, url: file })}
${file ? html`<div class="actions">${downloadLinkHtml(roomFilePath(slug, asset.position, visitId))}</div>` : ""}
</article>`;
}

/**
 * The room: the rep's note, every asset in the rep's order, and the rep's card; with the beacon when
 * the visit is recorded.
 */
export function RoomPageDocument(slug: string, page: RoomPage, visitId?: string) {
  const count = page.assets.length === 1 ? "1 file" : `${page.assets.length} files`;
  return sharePageShell({
    title: `For ${page.recipientName} | ${page.brand.name}`,
    description: `Documents from ${page.brand.name}, shared by ${page.rep.name}.`,
    brandColor: page.brand.primaryColor,
    extraCss: ROOM_PAGE_STYLES,
    body: html`<header><div class="wrap"><p class="brand">${page.brand.name}</p>
<p class="shared-by">Shared with you by ${page.rep.name}</p></div></header>
<main id="content"><div class="wrap"><section class="card" aria-labelledby="room-title">
<h1 id="room-title">For ${page.recipientName}</h1>
${page.note ? html`<p class="note">${page.note}</p>` : ""}<p class="count">${count}</p></section>
<div class="assets">${page.assets.map((asset) => AssetCard(slug, asset, visitId))}</div>
${repCardHtml({ ...page, title: replySubject(page) })}</div></main>
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
${repCardHtml({ ...card, rep: card.rep, title: replySubject(card) })}`
    : html`<p>Please contact ${card.brand.name} for a new link.</p></div>`;
  return sharePageShell({
    title: `This room is no longer available | ${card.brand.name}`,
    description: "This room is no longer available.",
    brandColor: card.brand.primaryColor,
    body: html`<header><div class="wrap"><p class="brand">${card.brand.name}</p></div></header>
<main id="content"><div class="wrap"><div class="card status">${FILE_ICON}<h1>This room is no longer available.</h1>
${ask}</div></main>
<footer><div class="wrap">Shared through ${card.brand.name}</div></footer>`,
  });
}

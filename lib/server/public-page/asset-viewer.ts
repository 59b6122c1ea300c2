import "server-only";
import { viewerKind } from "@/lib/server/library/viewer-kind";
import { html, type SafeHtml } from "./html";

const DOWNLOAD_ICON = html`<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"
  stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="M12 3v12"/>
  <path d="m7 10 5 5 5-5"/><path d="M5 21h14"/></svg>`;

/** The Download link every page has; same-site files are saved rather than opened. */
export function downloadLinkHtml(url: string): SafeHtml {
  const download = url.startsWith("/") ? html` download` : "";
  return html`<a class="button" href="${url}"${download}>${DOWNLOAD_ICON}Download</a>`;
}

export const FILE_ICON = html`<svg class="icon" viewBox="0 0 24 24" fill="none" stroke="currentColor"
  stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">
  <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/><path d="M14 3v5h5"/><path d="M9 13h6"/>
  <path d="M9 17h4"/></svg>`;

function placeholderHtml(text: string): SafeHtml {
  return html`<div class="placeholder">${FILE_ICON}<p>${text}</p></div>`;
}

/** The file itself: inline PDF viewer, video or audio player, image, or a note that it must be downloaded. */
export function assetViewerHtml({
  title,
  type,
  url,
}: {
  title: string;
  type: string;
  url: string | undefined;
}): SafeHtml {
  if (!url) return html`<div class="viewer">${placeholderHtml("This file is not available at the moment.")}</div>`;
  switch (viewerKind(type, url)) {
    case "pdf":
      return html`<div class="viewer"><object data="${url}" type="application/pdf"
        aria-label="${`PDF: ${title}`}">${placeholderHtml(
          "Your browser cannot show this PDF here. Use the Download button below to open it.",
        )}</object></div>`;
    case "video":
      return html`<div class="viewer"><video controls preload="metadata" playsinline src="${url}"
        aria-label="${`Video: ${title}`}">${placeholderHtml(
          "Your browser cannot play this video. Use the Download button below.",
        )}</video></div>`;
    case "audio":
      return html`<div class="viewer audio"><audio controls preload="metadata" src="${url}"
        aria-label="${`Audio: ${title}`}"></audio></div>`;
    case "image":
      return html`<div class="viewer"><img src="${url}" alt="${title}"></div>`;
    case "file":
      return html`<div class="viewer">${placeholderHtml(
        "There is no preview for this file type. Download it to open it.",
      )}</div>`;
  }
}

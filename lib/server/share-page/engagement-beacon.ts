import "server-only";
import { createHash } from "node:crypto";
import { html, SafeHtml } from "./html";

/**
 * The share page's only script (constant, so the CSP names it by hash). It reports the seconds the
 * page was visible and, for video or audio, the furthest percent played, to the beacon URL with the
 * open's id: when the page is hidden or left, and every 15 s while it is open. Without JavaScript the
 * page works the same; only the engagement is not known.
 */
const SCRIPT = `(function () {
  var tag = document.currentScript, openId = tag.dataset.open, url = tag.dataset.beacon;
  var visibleMs = 0, since = document.visibilityState === "visible" ? Date.now() : 0, percent = null, sent = "";
  var media = document.querySelector("video, audio");
  if (media) media.addEventListener("timeupdate", function () {
    if (!(media.duration > 0) || !isFinite(media.duration)) return;
    var played = Math.min(100, Math.floor((media.currentTime / media.duration) * 100));
    if (percent === null || played > percent) percent = played;
  });
  function report() {
    var seconds = Math.round((visibleMs + (since ? Date.now() - since : 0)) / 1000);
    var body = JSON.stringify({ openId: openId, seconds: seconds, percent: percent });
    if (body !== sent && navigator.sendBeacon(url, body)) sent = body;
  }
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "hidden") {
      if (since) visibleMs += Date.now() - since;
      since = 0;
      report();
    } else since = Date.now();
  });
  addEventListener("pagehide", report);
  setInterval(report, 15000);
})();`;

/** The script's CSP source expression. */
export const ENGAGEMENT_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(SCRIPT).digest("base64")}'`;

/** Where the page's beacon goes. */
const engagementPath = (shareSlug: string) => `/asset/${encodeURIComponent(shareSlug)}/engagement`;

export interface BeaconOf {
  openId: string;
  shareSlug: string;
}

/** The beacon script of one open of the page. */
export function EngagementBeacon({ openId, shareSlug }: BeaconOf): SafeHtml {
  const script = new SafeHtml(SCRIPT);
  return html`<script data-open="${openId}" data-beacon="${engagementPath(shareSlug)}">${script}</script>`;
}

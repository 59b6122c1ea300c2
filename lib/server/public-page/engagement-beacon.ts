import "server-only";
import { createHash } from "node:crypto";
import { html, SafeHtml } from "./html";
import { PAGE_TIMER_SCRIPT } from "./page-timer-script";

/**
 * The share page's only script (constant, so the CSP names it by hash). It reports the seconds the
 * page was visible and, for video or audio, the percent of it actually played (the browser's
 * `played` ranges over the duration: a seek to the end plays nothing; null while nothing was
 * played), and for a PDF shown as pages the seconds on each (page-timer-script.ts), to the beacon
 * URL with the open's id: when the page is hidden or left, and every 15 s while it is open. Without
 * JavaScript the page works the same; only the engagement is not known.
 */
const SCRIPT = `(function () {${PAGE_TIMER_SCRIPT}
  var tag = document.currentScript, openId = tag.dataset.open, url = tag.dataset.beacon;
  var visibleMs = 0, since = document.visibilityState === "visible" ? Date.now() : 0, sent = "";
  var media = document.querySelector("video, audio");
  function playedPercent() {
    if (!media || !media.played.length || !(media.duration > 0) || !isFinite(media.duration)) return null;
    var played = 0;
    for (var i = 0; i < media.played.length; i++) played += media.played.end(i) - media.played.start(i);
    return Math.min(100, Math.floor((played / media.duration) * 100));
  }
  function report() {
    var seconds = Math.round((visibleMs + (since ? Date.now() - since : 0)) / 1000);
    var pages = pageSeconds(pageEls);
    var body = JSON.stringify({ openId: openId, seconds: seconds, percent: playedPercent(), pages: pages });
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
export function engagementBeaconHtml({ openId, shareSlug }: BeaconOf): SafeHtml {
  const script = new SafeHtml(SCRIPT);
  return html`<script data-open="${openId}" data-beacon="${engagementPath(shareSlug)}">${script}</script>`;
}

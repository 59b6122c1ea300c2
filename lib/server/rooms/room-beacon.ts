import "server-only";
import { createHash } from "node:crypto";
import { html, SafeHtml } from "@/lib/server/public-page/html";
import { PAGE_TIMER_SCRIPT } from "@/lib/server/public-page/page-timer-script";

/**
 * The room page's only script (constant, so the CSP names it by hash). Per asset (an element with
 * `data-n`, its position in the room) it counts the seconds the asset was at least a quarter on
 * screen while the page was visible and, for video or audio, the percent of it actually played (the
 * `played` ranges over the duration, as on the share page) and, for a PDF shown as pages, the seconds
 * on each page (page-timer-script.ts). It reports them under the visit's id
 * when the page is hidden or left and every 15 s. Without JavaScript the page works the same; only
 * the engagement is not known.
 */
const SCRIPT = `(function () {${PAGE_TIMER_SCRIPT}
  var tag = document.currentScript, visitId = tag.dataset.visit, url = tag.dataset.beacon;
  var items = [].slice.call(document.querySelectorAll("[data-n]")), onScreen = {}, ms = {}, sent = "";
  var visible = document.visibilityState === "visible", last = Date.now();
  if ("IntersectionObserver" in window) {
    var watch = new IntersectionObserver(function (entries) {
      tick();
      entries.forEach(function (entry) { onScreen[entry.target.dataset.n] = entry.isIntersecting; });
    }, { threshold: 0.25 });
    items.forEach(function (item) { watch.observe(item); });
  }
  function tick() {
    var now = Date.now(), step = now - last;
    last = now;
    if (!visible) return;
    for (var n in onScreen) if (onScreen[n]) ms[n] = (ms[n] || 0) + step;
  }
  function played(media) {
    if (!media || !media.played.length || !(media.duration > 0) || !isFinite(media.duration)) return null;
    var sum = 0;
    for (var i = 0; i < media.played.length; i++) sum += media.played.end(i) - media.played.start(i);
    return Math.min(100, Math.floor((sum / media.duration) * 100));
  }
  function report() {
    tick();
    var assets = [];
    items.forEach(function (item) {
      var n = Number(item.dataset.n), percent = played(item.querySelector("video, audio"));
      var seconds = Math.round((ms[n] || 0) / 1000);
      var pages = pageSeconds(pageEls.filter(function (el) { return item.contains(el); }));
      if (seconds || percent !== null || pages.length)
        assets.push({ n: n, seconds: seconds, percent: percent, pages: pages });
    });
    if (!assets.length) return;
    var body = JSON.stringify({ visitId: visitId, assets: assets });
    if (body !== sent && navigator.sendBeacon(url, body)) sent = body;
  }
  document.addEventListener("visibilitychange", function () {
    tick();
    visible = document.visibilityState === "visible";
    if (!visible) report();
  });
  addEventListener("pagehide", report);
  setInterval(tick, 1000);
  setInterval(report, 15000);
})();`;

/** The script's CSP source expression. */
export const ROOM_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(SCRIPT).digest("base64")}'`;

/** Where the room page's beacon goes. */
export const roomEngagementPath = (slug: string) => `/r/${encodeURIComponent(slug)}/engagement`;

/** The beacon script of one visit of the room page. */
export function RoomBeacon({ visitId, slug }: { visitId: string; slug: string }): SafeHtml {
  const script = new SafeHtml(SCRIPT);
  return html`<script data-visit="${visitId}" data-beacon="${roomEngagementPath(slug)}">${script}</script>`;
}

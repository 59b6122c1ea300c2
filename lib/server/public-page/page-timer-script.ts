import "server-only";

/**
 * The part of the share and room pages' scripts that times each page of a PDF shown as pages
 * (elements with `data-page`; docs/pages.md#time-on-each-page): a page counts while at least half of
 * it is on screen, the tab is visible and the reader gave some input (scroll, pointer, key, touch)
 * in the last 60 s. It defines `pageEls` and `pageSeconds(els)`, the whole seconds of those pages
 * that have any, as the beacon reports them. Text spliced into each constant script, so each keeps
 * one hash in the CSP.
 */
export const PAGE_TIMER_SCRIPT = `
  var pageEls = [].slice.call(document.querySelectorAll("[data-page]")), pageMs = [], pageHalf = [];
  var pageVisible = document.visibilityState === "visible", pageLast = Date.now(), lastInput = Date.now();
  function pageTick() {
    var now = Date.now(), counted = Math.min(now, lastInput + 60000) - pageLast;
    pageLast = now;
    if (!pageVisible || counted <= 0) return;
    for (var i = 0; i < pageEls.length; i++) if (pageHalf[i]) pageMs[i] = (pageMs[i] || 0) + counted;
  }
  ["scroll", "wheel", "pointerdown", "pointermove", "keydown", "touchstart"].forEach(function (type) {
    addEventListener(type, function () { pageTick(); lastInput = Date.now(); }, { capture: true, passive: true });
  });
  document.addEventListener("visibilitychange", function () {
    pageTick();
    pageVisible = document.visibilityState === "visible";
  });
  if (pageEls.length && "IntersectionObserver" in window) {
    var pageWatch = new IntersectionObserver(function (entries) {
      pageTick();
      entries.forEach(function (entry) {
        pageHalf[pageEls.indexOf(entry.target)] = entry.isIntersecting && entry.intersectionRatio >= 0.5;
      });
    }, { threshold: 0.5 });
    pageEls.forEach(function (el) { pageWatch.observe(el); });
    setInterval(pageTick, 1000);
  }
  function pageSeconds(els) {
    pageTick();
    var pages = [];
    els.forEach(function (el) {
      var seconds = Math.round((pageMs[pageEls.indexOf(el)] || 0) / 1000);
      if (seconds) pages.push({ page: Number(el.dataset.page), seconds: seconds });
    });
    return pages;
  }`;

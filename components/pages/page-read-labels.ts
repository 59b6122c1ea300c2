import type { PageRead, VisitPages } from "@/lib/contract/pages";

/** Seconds as the page strip says them: "38 s", "2 min 5 s", "1 h 4 min". */
export function shortSeconds(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours) return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

const pagesWord = (count: number) => (count === 1 ? "page" : "pages");

/** The page read longest (the first of equals), or undefined when none was read. */
function longest<P extends { page: number; seconds: number }>(pages: readonly P[]): P | undefined {
  return pages.reduce<P | undefined>((best, page) => (page.seconds > (best?.seconds ?? 0) ? page : best), undefined);
}

const longestText = (top: { page: number; seconds: number }) =>
  `longest on page ${top.page} (${shortSeconds(top.seconds)})`;

/** "Read 6 of 12 pages · longest on page 6 (38 s)"; "No page read yet (12 pages)". */
export function pagesReadSentence(pages: readonly PageRead[]): string {
  const read = pages.filter((page) => page.seconds > 0).length;
  const top = longest(pages);
  if (!top) return `No page read yet (${pages.length} ${pagesWord(pages.length)})`;
  return `Read ${read} of ${pages.length} ${pagesWord(pages.length)} · ${longestText(top)}`;
}

/** Page numbers as runs: [1, 2, 3, 6, 8, 9] -> "1–3, 6, 8–9". */
export function pageRuns(pages: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const page of pages) {
    const last = runs[runs.length - 1];
    if (last && page === last[1] + 1) last[1] = page;
    else runs.push([page, page]);
  }
  return runs.map(([from, to]) => (from === to ? `${from}` : `${from}–${to}`)).join(", ");
}

/**
 * One visit's reading of a PDF: "Read 3 of 12 pages: 1–2, 6 · longest on page 6 (38 s)", or "No page
 * read" (the visit reported the PDF but no page had time). `count` is the PDF's pages when known.
 */
export function visitPagesText(pages: NonNullable<VisitPages>, count?: number): string {
  const top = longest(pages);
  if (!top) return "No page read";
  const of = count ? ` of ${count}` : "";
  const total = count ?? pages.length;
  const runs = pageRuns(pages.map((p) => p.page));
  return `Read ${pages.length}${of} ${pagesWord(total)}: ${runs} · ${longestText(top)}`;
}

/** The most bars the strip draws; a longer document is shown in bins of consecutive pages. */
export const MAX_STRIP_BARS = 60;

export interface StripBar {
  from: number;
  to: number;
  seconds: number;
  /** 0 for no time, else 0.4-1 by the bar's share of the longest bar. */
  shade: number;
  label: string;
}

/** The strip's bars: one per page, or for more than MAX_STRIP_BARS pages, bins of equal runs of pages. */
export function stripBars(pages: readonly PageRead[]): StripBar[] {
  const size = Math.max(1, Math.ceil(pages.length / MAX_STRIP_BARS));
  const bins: { from: number; to: number; seconds: number }[] = [];
  for (let i = 0; i < pages.length; i += size) {
    const run = pages.slice(i, i + size);
    bins.push({
      from: run[0]!.page,
      to: run[run.length - 1]!.page,
      seconds: run.reduce((sum, page) => sum + page.seconds, 0),
    });
  }
  const max = Math.max(0, ...bins.map((bin) => bin.seconds));
  return bins.map((bin) => ({
    ...bin,
    shade: bin.seconds && max ? 0.4 + 0.6 * (bin.seconds / max) : 0,
    label: `${bin.from === bin.to ? `Page ${bin.from}` : `Pages ${bin.from}–${bin.to}`}: ${
      bin.seconds ? shortSeconds(bin.seconds) : "not read"
    }`,
  }));
}

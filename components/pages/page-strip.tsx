import { countOf } from "@/lib/client/format/plural";
import type { PageRead } from "@/lib/contract/pages";
import { pagesReadSentence, shortSeconds, stripBars } from "./page-read-labels";

/**
 * A PDF's pages read, as one bar per page (darker for longer; a long document in bins of pages),
 * the sentence "Read 6 of 12 pages · longest on page 6 (38 s)" and, for screen readers and anyone
 * who opens it, the list of pages read with their seconds and visits. The bars are decoration: the
 * sentence and the list say everything they show.
 */
export function PageStrip({ pages, title, unit = "visit" }: { pages: PageRead[]; title: string; unit?: string }) {
  const bars = stripBars(pages);
  const binned = bars.length < pages.length;
  const read = pages.filter((page) => page.seconds > 0);
  return (
    <figure className="grid min-w-0 gap-1.5" aria-label={`Pages of ${title}`}>
      <figcaption className="text-sm">{pagesReadSentence(pages)}</figcaption>
      <div aria-hidden="true" data-slot="page-strip-bars" className="flex h-6 w-full min-w-0 gap-px overflow-hidden">
        {/* An unread page is a low stub, a read one a full bar: told apart by shape, not only by shade. */}
        {bars.map((bar) => (
          <span key={bar.from} title={bar.label} className="flex h-full min-w-0 flex-1 items-end">
            {bar.shade > 0 ? (
              <span className="block h-full w-full rounded-[1px] bg-primary" style={{ opacity: bar.shade }} />
            ) : (
              <span className="block h-1.5 w-full rounded-[1px] bg-muted-foreground/30" />
            )}
          </span>
        ))}
      </div>
      <div aria-hidden="true" className="flex justify-between text-[11px] text-muted-foreground tabular-nums">
        <span>1</span>
        {binned && <span>Each bar is {bars[0] ? bars[0].to - bars[0].from + 1 : 1} pages</span>}
        {pages.length > 1 && <span>{pages.length}</span>}
      </div>
      {read.length > 0 && (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted-foreground">Time per page</summary>
          <ol
            aria-label={`Pages of ${title} read`}
            className="mt-1 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-x-3 gap-y-0.5"
          >
            {read.map((page) => (
              <li key={page.page} className="tabular-nums">
                Page {page.page}: {shortSeconds(page.seconds)}
                <span className="text-muted-foreground"> · {countOf(page.visits, unit)}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </figure>
  );
}

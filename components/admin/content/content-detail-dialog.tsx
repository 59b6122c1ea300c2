"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useContentDetail, type ContentFilters } from "@/lib/client/api/admin-content";

/** A titled list of labels with their counts, or a sentence when it is empty. */
function CountList({
  id,
  title,
  empty,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  rows: { key: string; label: string; count: number }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-semibold">
        {title}
      </h3>
      {rows.length ? (
        <ul className="space-y-1">
          {rows.map((row) => (
            <li key={row.key} className="flex justify-between tabular-nums">
              <span>{row.label}</span>
              <span>{row.count}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">{empty}</p>
      )}
    </section>
  );
}

/**
 * One asset's drill-down: human opens by day and by rep (counts only), and for a paged PDF the
 * percent of readers who read each page, as bars with their figures in text.
 */
export function ContentDetailDialog({
  assetId,
  filters,
  onClose,
}: {
  assetId: string | null;
  filters: ContentFilters;
  onClose: () => void;
}) {
  const detail = useContentDetail(assetId, filters);
  const data = detail.data;
  return (
    <Dialog open={assetId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{data?.title ?? "Asset"}</DialogTitle>
          <DialogDescription>Human opens in the period: people only, never who they were.</DialogDescription>
        </DialogHeader>
        {detail.isPending && <Spinner />}
        {detail.isError && <p role="alert">The asset&apos;s figures could not be loaded.</p>}
        {data && (
          <div className="space-y-6 text-sm">
            <CountList
              id="content-by-day"
              title="Opens by day"
              empty="No human opens in the period."
              rows={data.byDay.map((row) => ({ key: row.day, label: row.day, count: row.humanOpens }))}
            />
            <CountList
              id="content-by-rep"
              title="Opens by rep"
              empty="No rep's customers opened it in the period."
              rows={data.byRep.map((row) => ({ key: row.userId, label: row.name, count: row.humanOpens }))}
            />
            {data.pages && (
              <section aria-labelledby="content-drop-off">
                <h3 id="content-drop-off" className="mb-2 font-semibold">
                  Readers who read each page ({data.readers} readers)
                </h3>
                <ol className="space-y-1">
                  {data.pages.map((row) => (
                    <li key={row.page} className="grid grid-cols-[5rem_1fr_3rem] items-center gap-2 tabular-nums">
                      <span>Page {row.page}</span>
                      <span aria-hidden="true" className="h-2 rounded bg-muted">
                        <span className="block h-2 rounded bg-primary" style={{ width: `${row.percent}%` }} />
                      </span>
                      <span className="text-right">{row.percent}%</span>
                    </li>
                  ))}
                </ol>
              </section>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

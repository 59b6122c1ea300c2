"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useContentDetail, type ContentFilters } from "@/lib/client/api/admin-content";

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
            <section aria-labelledby="content-by-day">
              <h3 id="content-by-day" className="mb-2 font-semibold">
                Opens by day
              </h3>
              {data.byDay.length ? (
                <ul className="space-y-1">
                  {data.byDay.map((row) => (
                    <li key={row.day} className="flex justify-between tabular-nums">
                      <span>{row.day}</span>
                      <span>{row.humanOpens}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">No human opens in the period.</p>
              )}
            </section>
            <section aria-labelledby="content-by-rep">
              <h3 id="content-by-rep" className="mb-2 font-semibold">
                Opens by rep
              </h3>
              {data.byRep.length ? (
                <ul className="space-y-1">
                  {data.byRep.map((row) => (
                    <li key={row.userId} className="flex justify-between tabular-nums">
                      <span>{row.name}</span>
                      <span>{row.humanOpens}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">No rep&apos;s customers opened it in the period.</p>
              )}
            </section>
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

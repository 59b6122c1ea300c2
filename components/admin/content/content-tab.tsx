"use client";

import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import { CardList, FactsCard } from "@/components/ui/card-list";
import { TableCard } from "@/components/ui/table-card";
import { TableCell, TableRow } from "@/components/ui/table";
import { useContentScorecard, contentExportUrl, type ContentFilters } from "@/lib/client/api/admin-content";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";
import { assetTypeLabel } from "@/lib/contract/asset-file-type";
import type { ContentSort } from "@/lib/contract/content-scorecard";
import { DownloadLink } from "../analytics/download-link";
import { SortableHead } from "../analytics/sortable-head";
import { CONTENT_COLUMNS, firstDirection } from "./content-columns";
import { ContentDetailDialog } from "./content-detail-dialog";
import { ContentFiltersBar } from "./content-filters-bar";
import { NeverSharedCard } from "./never-shared-card";

const START: ContentFilters = { days: "30", from: "", to: "", brandId: "", sort: "activity", dir: "desc", q: "" };

/**
 * The admin Content tab (docs/admin.md#content): per asset, what reps shared and what customers read,
 * human figures only, sorted, searched and paged by the server; the never-shared list and a drill-down.
 */
export function ContentTab() {
  const [filters, setFilters] = useState(START);
  const [open, setOpen] = useState<string | null>(null);
  // The search is sent once typing pauses for a render, not per keystroke.
  const asked = { ...filters, q: useDeferredValue(filters.q) };
  const list = useContentScorecard(asked);
  useQueryErrorToast(list.error, "Error loading content");
  const rows = list.data?.pages.flatMap((page) => page.assets) ?? [];

  const sortBy = (sort: ContentSort) =>
    setFilters((now) => ({
      ...now,
      sort,
      dir: now.sort === sort ? (now.dir === "asc" ? "desc" : "asc") : firstDirection(sort),
    }));
  const sortedAs = (sort: ContentSort) =>
    filters.sort === sort ? (filters.dir === "asc" ? "ascending" : "descending") : null;
  const titleButton = (row: { assetId: string; title: string }) => (
    <button
      type="button"
      className="text-left font-medium break-words underline-offset-4 hover:underline"
      onClick={() => setOpen(row.assetId)}
    >
      {row.title}
    </button>
  );

  return (
    <div className="space-y-6">
      <ContentFiltersBar filters={filters} onChange={(next) => setFilters((now) => ({ ...now, ...next }))} />
      <TableCard
        title="Content"
        description={
          "Human opens only: e-mail scanners, link previews, bots and each rep's own opens are left out. " +
          "Read: the median percent of pages read or played. Credits: quotes credited to the asset."
        }
        action={<DownloadLink href={contentExportUrl(asked)} label="Export CSV" name="Export CSV of content" />}
        status={list.status}
        rowCount={rows.length}
        emptyText="No assets match."
        head={[
          <SortableHead key="title" label="Asset" sorted={sortedAs("title")} onSort={() => sortBy("title")} />,
          ...CONTENT_COLUMNS.map(({ sort, label }) => (
            <SortableHead key={sort} label={label} numeric sorted={sortedAs(sort)} onSort={() => sortBy(sort)} />
          )),
        ]}
        cards={
          <CardList aria-label="Content">
            {rows.map((row) => (
              <FactsCard
                key={row.assetId}
                title={titleButton(row)}
                subtitle={assetTypeLabel(row.type)}
                facts={CONTENT_COLUMNS.map(({ label, value }) => [label, value(row)])}
              />
            ))}
          </CardList>
        }
      >
        {rows.map((row) => (
          <TableRow key={row.assetId}>
            <TableCell className="max-w-64 min-w-40">
              {titleButton(row)}
              <p className="text-xs text-muted-foreground">{assetTypeLabel(row.type)}</p>
            </TableCell>
            {CONTENT_COLUMNS.map(({ sort, value }) => (
              <TableCell key={sort} className="text-right tabular-nums">
                {value(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableCard>
      {list.hasNextPage && (
        <Button variant="outline" onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          Load more
        </Button>
      )}
      <NeverSharedCard filters={asked} />
      <ContentDetailDialog assetId={open} filters={asked} onClose={() => setOpen(null)} />
    </div>
  );
}

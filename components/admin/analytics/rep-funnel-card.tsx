"use client";

import { useState } from "react";
import { CardList, FactsCard } from "@/components/ui/card-list";
import { TableCard } from "@/components/ui/table-card";
import { TableCell, TableRow } from "@/components/ui/table";
import type { RepFunnelRow } from "@/lib/contract/admin-reports";
import { formatCount, formatPercent } from "./figures";
import { FunnelSortSelect } from "./funnel-sort-select";
import { DEFAULT_FUNNEL_SORT, FUNNEL_COLUMNS, nextFunnelSort, repLabel, sortFunnel } from "./funnel-sort";
import { SortableHead } from "./sortable-head";

/** Each column's figure as the table and the cards show it. */
const figures = (row: RepFunnelRow): [label: string, value: string][] => [
  ["Shares", formatCount(row.shares)],
  ["Opens", formatCount(row.opens)],
  ["Rooms", formatCount(row.rooms)],
  ["Room Visits", formatCount(row.roomVisits)],
  ["Clicks", formatCount(row.clicks)],
  ["Quotes", formatCount(row.quotes)],
  ["Conversion", formatPercent(row.conversionRate)],
];

/**
 * Per rep: shares and their human opens, share rooms and their human visits, human clicks, quotes and
 * conversion; sorted by a header (a picker on phones). Rooms are counts only: they are the rep's own.
 */
export function RepFunnelCard({ rows, status }: { rows: RepFunnelRow[]; status: "pending" | "error" | "success" }) {
  const [sort, setSort] = useState(DEFAULT_FUNNEL_SORT);
  const sorted = sortFunnel(rows, sort);
  return (
    <TableCard
      title="Rep Funnel"
      description="Human hits only: bots, e-mail scanners, link previews and each rep's own clicks are left out."
      action={rows.length > 1 && <FunnelSortSelect sort={sort} onSort={setSort} />}
      status={status}
      rowCount={rows.length}
      emptyText="No sales reps yet."
      head={FUNNEL_COLUMNS.map(({ column, label }) => (
        <SortableHead
          key={column}
          label={label}
          numeric={column !== "rep"}
          sorted={sort.column === column ? sort.direction : null}
          onSort={() => setSort(nextFunnelSort(sort, column))}
        />
      ))}
      cards={
        <CardList aria-label="Rep funnel">
          {sorted.map((row) => (
            <FactsCard
              key={row.userId}
              title={repLabel(row)}
              subtitle={row.name ? row.email : undefined}
              facts={figures(row)}
            />
          ))}
        </CardList>
      }
    >
      {sorted.map((row) => (
        <TableRow key={row.userId}>
          <TableCell className="max-w-64 min-w-40">
            <p className="font-medium break-words">{repLabel(row)}</p>
            {row.name && (
              <p className="truncate text-xs text-muted-foreground" title={row.email}>
                {row.email}
              </p>
            )}
          </TableCell>
          {figures(row).map(([label, value]) => (
            <TableCell key={label} className="text-right tabular-nums">
              {value}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableCard>
  );
}

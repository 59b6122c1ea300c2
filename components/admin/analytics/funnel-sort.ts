import type { RepFunnelRow } from "@/lib/contract/admin-reports";

type FunnelColumn = "rep" | "shares" | "opens" | "rooms" | "roomVisits" | "clicks" | "quotes" | "conversionRate";
export type SortDirection = "ascending" | "descending";
export interface FunnelSort {
  column: FunnelColumn;
  direction: SortDirection;
}

/** The funnel's columns in table order, with the header each shows. */
export const FUNNEL_COLUMNS: { column: FunnelColumn; label: string }[] = [
  { column: "rep", label: "Rep" },
  { column: "shares", label: "Shares" },
  { column: "opens", label: "Opens" },
  { column: "rooms", label: "Rooms" },
  { column: "roomVisits", label: "Room Visits" },
  { column: "clicks", label: "Clicks" },
  { column: "quotes", label: "Quotes" },
  { column: "conversionRate", label: "Conversion" },
];

export const DEFAULT_FUNNEL_SORT: FunnelSort = { column: "clicks", direction: "descending" };

/** A rep as the table names them: their name, else their e-mail. */
export const repLabel = (row: Pick<RepFunnelRow, "name" | "email">) => row.name || row.email;

const byName = (a: RepFunnelRow, b: RepFunnelRow) =>
  repLabel(a).localeCompare(repLabel(b), "en", { sensitivity: "base" }) || a.email.localeCompare(b.email);

/** The rows in the chosen order; ties (and equal names) always read A to Z by name, then e-mail. */
export function sortFunnel(rows: readonly RepFunnelRow[], { column, direction }: FunnelSort): RepFunnelRow[] {
  const sign = direction === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) =>
    column === "rep" ? sign * byName(a, b) : sign * (a[column] - b[column]) || byName(a, b),
  );
}

/** Where a column starts: names A to Z, numbers highest first. */
const firstDirection = (column: FunnelColumn): SortDirection => (column === "rep" ? "ascending" : "descending");
const flipped = (direction: SortDirection): SortDirection => (direction === "ascending" ? "descending" : "ascending");

/** A header's click: the sorted column flips; another column starts in its first direction. */
export function nextFunnelSort(current: FunnelSort, column: FunnelColumn): FunnelSort {
  return { column, direction: current.column === column ? flipped(current.direction) : firstDirection(column) };
}

const NAME_ORDER: Record<SortDirection, string> = { ascending: "A to Z", descending: "Z to A" };
const NUMBER_ORDER: Record<SortDirection, string> = { ascending: "lowest first", descending: "highest first" };

/** The phone's sort picker: each column in both directions, e.g. 'Clicks, highest first'. */
export const FUNNEL_SORT_CHOICES = FUNNEL_COLUMNS.flatMap(({ column, label }) =>
  [firstDirection(column), flipped(firstDirection(column))].map((direction) => ({
    value: `${column}:${direction}`,
    sort: { column, direction },
    label: `${label}, ${(column === "rep" ? NAME_ORDER : NUMBER_ORDER)[direction]}`,
  })),
);

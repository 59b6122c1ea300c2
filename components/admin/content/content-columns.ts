import type { ContentRow, ContentSort } from "@/lib/contract/content-scorecard";

const COUNT = new Intl.NumberFormat("en-US");
const CREDITS = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The list's figure columns, in the API's sort names, as the table heads and the cards label them. */
export const CONTENT_COLUMNS: { sort: ContentSort; label: string; value: (row: ContentRow) => string }[] = [
  { sort: "reps", label: "Reps", value: (row) => COUNT.format(row.reps) },
  { sort: "shares", label: "Shares", value: (row) => COUNT.format(row.shares) },
  { sort: "rooms", label: "Rooms", value: (row) => COUNT.format(row.rooms) },
  { sort: "humanOpens", label: "Opens", value: (row) => COUNT.format(row.humanOpens) },
  { sort: "visitors", label: "Visitors", value: (row) => COUNT.format(row.visitors) },
  {
    sort: "medianReadPercent",
    label: "Read",
    value: (row) => (row.medianReadPercent === null ? "–" : `${row.medianReadPercent}%`),
  },
  { sort: "downloads", label: "Downloads", value: (row) => COUNT.format(row.downloads) },
  { sort: "quoteCredits", label: "Credits", value: (row) => CREDITS.format(row.quoteCredits) },
  {
    sort: "lastSharedAt",
    label: "Last shared",
    value: (row) => (row.lastSharedAt ? row.lastSharedAt.slice(0, 10) : "Never"),
  },
];

/** Text columns start A to Z; figures and times biggest or newest first. */
export const firstDirection = (sort: ContentSort): "asc" | "desc" =>
  sort === "title" || sort === "type" ? "asc" : "desc";

import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import type { SortDirection } from "./funnel-sort";

interface SortableHeadProps {
  label: string;
  /** The column's direction when the table is sorted by it, else null. */
  sorted: SortDirection | null;
  onSort: () => void;
  numeric?: boolean;
}

/** A column header whose button sorts by it; the sorted header says so with aria-sort and its arrow. */
export function SortableHead({ label, sorted, onSort, numeric = false }: SortableHeadProps) {
  const Arrow = sorted === "ascending" ? ArrowUpIcon : sorted === "descending" ? ArrowDownIcon : ArrowUpDownIcon;
  return (
    <TableHead aria-sort={sorted ?? undefined} className={cn("p-0", numeric && "text-right")}>
      <button
        type="button"
        onClick={onSort}
        className={cn(
          "inline-flex w-full items-center gap-1 px-4 py-3 tracking-wide uppercase outline-none",
          "rounded-sm hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-inset",
          numeric && "justify-end",
          sorted && "text-foreground",
        )}
      >
        {label}
        <Arrow aria-hidden="true" className={cn("size-3.5 shrink-0", !sorted && "opacity-50")} />
      </button>
    </TableHead>
  );
}

import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A data table that scrolls sideways inside its card instead of widening the page. The scroll area
 * takes focus so keyboard users can scroll it too (WCAG scrollable-region-focusable).
 */
function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div
      data-slot="table-container"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must take focus (see above)
      tabIndex={0}
      className={cn(
        "relative w-full overflow-x-auto rounded-sm outline-none",
        "focus-visible:ring-[3px] focus-visible:ring-ring",
      )}
    >
      <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("border-y bg-muted/40", className)} {...props} />;
}

function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("divide-y", className)} {...props} />;
}

function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return (
    <tr
      data-slot="table-row"
      className={cn("align-middle transition-colors hover:bg-muted/30", className)}
      {...props}
    />
  );
}

function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      scope="col"
      className={cn(
        "px-4 py-3 text-left text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase",
        className,
      )}
      {...props}
    />
  );
}

function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("px-4 py-3", className)} {...props} />;
}

export { Table, TableBody, TableCell, TableHead, TableHeader, TableRow };

import { Fragment, type ComponentProps, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * Below 768px, a list's rows as cards instead of a table, so nothing scrolls sideways on a phone;
 * give it an aria-label and render the table beside it with `hidden md:block`.
 */
function CardList({ className, ...props }: ComponentProps<"ul">) {
  return <ul data-slot="card-list" className={cn("divide-y border-t md:hidden", className)} {...props} />;
}

function CardListItem({ className, ...props }: ComponentProps<"li">) {
  return <li data-slot="card-list-item" className={cn("grid min-w-0 gap-2 px-6 py-4", className)} {...props} />;
}

/** A card's facts as label and value pairs: the column headers the table would have shown. */
function CardFacts({ facts, className }: { facts: [label: string, value: ReactNode][]; className?: string }) {
  return (
    <dl data-slot="card-facts" className={cn("grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm", className)}>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 wrap-anywhere">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

export { CardList, CardListItem, CardFacts };

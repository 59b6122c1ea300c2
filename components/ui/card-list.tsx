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

type Fact = [label: string, value: ReactNode];

/** A card's facts as label and value pairs: the column headers the table would have shown. */
function CardFacts({ facts }: { facts: Fact[] }) {
  return (
    <dl data-slot="card-facts" className="grid min-w-0 grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 wrap-anywhere">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

interface FactsCardProps {
  title: ReactNode;
  /** A muted line under the title, e.g. a user's name. */
  subtitle?: ReactNode;
  /** Beside the title, e.g. the status. */
  badge?: ReactNode;
  facts: Fact[];
  /** Beside the facts, e.g. the delete button. */
  action?: ReactNode;
}

/** One row of a table as a card: its title with a badge, then the other columns as facts with the row's action. */
function FactsCard({ title, subtitle, badge, facts, action }: FactsCardProps) {
  return (
    <CardListItem>
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <div className="font-medium wrap-anywhere">{title}</div>
          {subtitle && <p className="text-sm wrap-anywhere text-muted-foreground">{subtitle}</p>}
        </div>
        {badge}
      </div>
      <div className="flex items-end justify-between gap-3">
        <CardFacts facts={facts} />
        {action}
      </div>
    </CardListItem>
  );
}

export { CardList, CardListItem, FactsCard };

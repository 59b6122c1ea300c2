import type { ReactNode } from "react";
import type { CountUnit } from "@/components/shared/day-bars";
import type { ActivityItem } from "@/lib/contract/activity";
import { lastOpenedText } from "./activity-labels";
import { ActivityChart } from "./activity-chart";
import { ExcludedHits } from "./excluded-hits";

const COUNT = new Intl.NumberFormat("en-US");

interface ActivityItemCardProps {
  item: ActivityItem;
  days: string[];
  name: string;
  /** Under the name: the short link, or the asset's type. */
  detail: ReactNode;
  unit: CountUnit;
  /** More figures after the counts (a share's engagement). */
  extraFigures?: { term: string; value: string; basis?: string }[];
}

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** One tracked link or shared asset: its 30-day chart, totals, visitors, last open and the hits left out. */
export function ActivityItemCard({ item, days, name, detail, unit, extraFigures = [] }: ActivityItemCardProps) {
  const lastOpened = lastOpenedText(item.lastOpenedAt);
  const plural = `${unit}s`;
  return (
    <li className="grid min-w-0 content-start gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm">
      <div className="grid min-w-0 gap-1">
        <h3 className="font-semibold break-words">{name}</h3>
        <div className="min-w-0 text-xs text-muted-foreground">{detail}</div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure term="Last 30 days">
          {COUNT.format(item.last30Days)}{" "}
          <span className="font-normal text-muted-foreground">{item.last30Days === 1 ? unit : plural}</span>
        </Figure>
        <Figure term="All time">{COUNT.format(item.allTime)}</Figure>
        <Figure term="Visitors">{COUNT.format(item.visitors)}</Figure>
        <Figure term="Last opened">
          {lastOpened.absolute ? (
            <time dateTime={item.lastOpenedAt ?? undefined} className="grid">
              <span>{lastOpened.relative}</span>
              <span className="text-xs font-normal text-muted-foreground">{lastOpened.absolute}</span>
            </time>
          ) : (
            lastOpened.relative
          )}
        </Figure>
        {extraFigures.map(({ term, value, basis }) => (
          <Figure key={term} term={term}>
            <span className="grid">
              <span>{value}</span>
              {basis && <span className="text-xs font-normal text-muted-foreground">{basis}</span>}
            </span>
          </Figure>
        ))}
      </dl>
      <ActivityChart days={days} perDay={item.perDay} unit={unit} name={name} />
      <ExcludedHits excluded={item.excluded} />
    </li>
  );
}

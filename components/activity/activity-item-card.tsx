import type { ReactNode } from "react";
import type { CountUnit } from "@/components/shared/day-bars";
import { LocalDateTime } from "@/components/shared/local-date-time";
import type { ActivityItem } from "@/lib/contract/activity";
import { countFigureHints, lastOpenedText, type ActivityFigure } from "./activity-labels";
import { ActivityChart } from "./activity-chart";
import { ExcludedHits } from "./excluded-hits";

const COUNT = new Intl.NumberFormat("en-US");

interface ActivityItemCardProps {
  /** The card's element id: the feed's lines and the bell's alerts link to it (/activity#share-{id}). */
  anchor: string;
  item: ActivityItem;
  days: string[];
  name: string;
  /** Under the name: the short link, or the asset's type. */
  detail: ReactNode;
  unit: CountUnit;
  /** More figures after the counts (a share's engagement). */
  extraFigures?: ActivityFigure[];
  /** Below everything, across the card: a shared PDF's pages read. */
  footer?: ReactNode;
}

/** A figure with, under its name, what it means: the card explains itself where the number is. */
function Figure({ term, hint, children }: { term: string; hint: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="grid text-xs text-muted-foreground">
        <span className="font-medium">{term}</span>
        <span>{hint}</span>
      </dt>
      <dd className="font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** One tracked link or shared asset: its 30-day chart, totals, visitors, last open and the hits left out. */
export function ActivityItemCard({
  anchor,
  item,
  days,
  name,
  detail,
  unit,
  extraFigures = [],
  footer,
}: ActivityItemCardProps) {
  const lastOpened = lastOpenedText(item.lastOpenedAt);
  const hints = countFigureHints(unit);
  return (
    <li
      id={anchor}
      className={
        "grid min-w-0 content-start gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm " +
        "scroll-mt-20 target:ring-2 target:ring-ring lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-x-8"
      }
    >
      <div className="grid min-w-0 gap-1 lg:col-span-2">
        <h3 className="font-semibold break-words">{name}</h3>
        <div className="min-w-0 text-xs text-muted-foreground">{detail}</div>
      </div>
      <dl className="grid grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] content-start gap-4">
        <Figure term="Last 30 days" hint={hints.last30Days}>
          {COUNT.format(item.last30Days)}{" "}
          <span className="font-normal text-muted-foreground">{item.last30Days === 1 ? unit : `${unit}s`}</span>
        </Figure>
        <Figure term="All time" hint={hints.allTime}>
          {COUNT.format(item.allTime)}
        </Figure>
        <Figure term="Visitors" hint={hints.visitors}>
          {COUNT.format(item.visitors)}
        </Figure>
        <Figure term="Last opened" hint={hints.lastOpened}>
          {lastOpened.absolute && item.lastOpenedAt ? (
            <time dateTime={item.lastOpenedAt} className="grid">
              <span>{lastOpened.relative}</span>
              <span className="text-xs font-normal text-muted-foreground">
                <LocalDateTime value={item.lastOpenedAt} />
              </span>
            </time>
          ) : (
            lastOpened.relative
          )}
        </Figure>
        {extraFigures.map(({ term, value, hint, basis }) => (
          <Figure key={term} term={term} hint={hint}>
            <span className="grid">
              <span>{value}</span>
              {basis && <span className="text-xs font-normal text-muted-foreground">{basis}</span>}
            </span>
          </Figure>
        ))}
      </dl>
      <div className="grid min-w-0 content-start gap-4">
        <ActivityChart days={days} perDay={item.perDay} unit={unit} name={name} />
        <ExcludedHits excluded={item.excluded} />
      </div>
      {footer && <div className="min-w-0 lg:col-span-2">{footer}</div>}
    </li>
  );
}

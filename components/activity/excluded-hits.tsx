import type { ActivityItem } from "@/lib/contract/activity";
import { EXCLUDED_LABELS, excludedEntries, excludedTotal } from "./activity-labels";

const COUNT = new Intl.NumberFormat("en-US");

/** The last 30 days' hits that did not count, by class with why, so a lower number than a raw count makes sense. */
export function ExcludedHits({ excluded }: { excluded: ActivityItem["excluded"] }) {
  const entries = excludedEntries(excluded);
  if (entries.length === 0) {
    return (
      <p className="text-xs text-muted-foreground">No hits left out: no bots, previews, scanners or own clicks.</p>
    );
  }
  return (
    <div className="grid gap-1.5">
      <p className="text-xs font-medium text-muted-foreground">
        Not counted: {COUNT.format(excludedTotal(excluded))} {excludedTotal(excluded) === 1 ? "hit" : "hits"}
      </p>
      <ul className="grid gap-1 text-xs">
        {entries.map(({ kind, count }) => (
          <li key={kind}>
            <span className="font-semibold tabular-nums">{COUNT.format(count)}</span>{" "}
            <span className="font-medium">{EXCLUDED_LABELS[kind].label}</span>{" "}
            <span className="text-muted-foreground">({EXCLUDED_LABELS[kind].why})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

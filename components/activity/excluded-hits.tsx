import type { ActivityItem } from "@/lib/contract/activity";
import { countOf } from "@/lib/client/format/plural";
import { EXCLUDED_LABELS, excludedEntries, excludedText, excludedTotal } from "./activity-labels";

/** The last 30 days' visits that did not count, by kind with why, so a lower number than a raw count makes sense. */
export function ExcludedHits({ excluded }: { excluded: ActivityItem["excluded"] }) {
  const entries = excludedEntries(excluded);
  if (entries.length === 0) {
    return (
      <p className="text-xs text-muted-foreground">
        Nothing left out: no bots, link previews, mail scanners or visits of your own.
      </p>
    );
  }
  return (
    <div className="grid gap-1.5">
      <p className="text-xs font-medium text-muted-foreground">
        Not counted: {countOf(excludedTotal(excluded), "visit")}
      </p>
      <ul className="grid gap-1 text-xs">
        {entries.map(({ kind, count }) => (
          <li key={kind}>
            <span className="font-semibold">{excludedText(kind, count)}</span>{" "}
            <span className="text-muted-foreground">({EXCLUDED_LABELS[kind].why})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useId } from "react";
import { axisMax, countText, DayBars, DayCountsTable, dayLabel } from "@/components/shared/day-bars";
import { CardHeading } from "@/components/shared/card-heading";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { formatCount } from "./figures";

interface Day {
  date: string;
  clicks: number;
}

/** Clicks per day over the last 30 days (UTC days, oldest first); days without clicks are empty slots. */
export function ClicksPerDayChart({ days }: { days: Day[] | undefined }) {
  const titleId = useId();
  const counts = days?.map((day) => ({ date: day.date, count: day.clicks }));
  const total = counts?.reduce((sum, day) => sum + day.count, 0) ?? 0;
  const top = axisMax(Math.max(0, ...(counts ?? []).map((day) => day.count)));
  const first = days?.[0];
  const last = days?.at(-1);
  const range = first && last ? `${dayLabel(first.date)} to ${dayLabel(last.date)}` : "";

  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardHeading id={titleId} className="text-lg">
          Clicks per day
        </CardHeading>
        <CardDescription>
          {days ? `Last ${days.length} days · ${countText(total, "click")}` : "The last 30 days"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!counts || !first || !last ? (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
            Clicks per day could not be loaded.
          </p>
        ) : (
          <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2">
            <div
              aria-hidden="true"
              className="flex h-40 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums"
            >
              <span className="-mt-2">{formatCount(top)}</span>
              <span>{formatCount(top / 2)}</span>
              <span className="-mb-2">0</span>
            </div>
            <DayBars
              days={counts}
              unit="click"
              top={top}
              className="h-40"
              label={`Clicks per day from ${range}: ${countText(total, "click")} in total`}
            />
            <div aria-hidden="true" className="col-start-2 flex justify-between text-xs text-muted-foreground">
              <span>{dayLabel(first.date)}</span>
              <span>{dayLabel(last.date)}</span>
            </div>
            <DayCountsTable days={counts} caption="Clicks per day" unitHeading="Clicks" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

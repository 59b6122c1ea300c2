import { useId } from "react";
import { format, parseISO } from "date-fns";
import { CardHeading } from "@/components/shared/card-heading";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface Day {
  date: string;
  clicks: number;
}

/** viewBox units: one slot per day, the bar inside it with a gap either side. */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

const COUNT = new Intl.NumberFormat("en-US");
const clicksText = (clicks: number) => `${COUNT.format(clicks)} ${clicks === 1 ? "click" : "clicks"}`;
const dayLabel = (date: string) => format(parseISO(date), "MMM d");

/** The axis top: the smallest 1, 2 or 4 times a power of ten that holds the peak, at least 4 (so its half is whole). */
function axisMax(peak: number): number {
  if (peak <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(peak));
  const step = [1, 2, 4, 10].find((factor) => factor * power >= peak) ?? 10;
  return step * power;
}

function Bars({ days, top, label }: { days: Day[]; top: number; label: string }) {
  const width = days.length * SLOT;
  return (
    <svg
      className="h-40 w-full"
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <line
        x1={0}
        x2={width}
        y1={HEIGHT / 2}
        y2={HEIGHT / 2}
        className="stroke-border"
        strokeDasharray="4 4"
        vectorEffect="non-scaling-stroke"
      />
      {days.map((day, index) => {
        const height = day.clicks > 0 ? Math.max((day.clicks / top) * HEIGHT, 1.5) : 0;
        const x = index * SLOT + (SLOT - BAR) / 2;
        return (
          <g key={day.date} className="group">
            <title>{`${dayLabel(day.date)}: ${clicksText(day.clicks)}`}</title>
            <rect
              x={x}
              y={0}
              width={BAR}
              height={HEIGHT}
              className="fill-muted/70 transition-colors group-hover:fill-accent"
            />
            {height > 0 && (
              <rect
                x={x}
                y={HEIGHT - height}
                width={BAR}
                height={height}
                className={cn(
                  "fill-primary transition-opacity group-hover:opacity-80",
                  "dark:fill-[color-mix(in_oklab,var(--primary)_65%,white)]",
                )}
              />
            )}
          </g>
        );
      })}
      <line
        x1={0}
        x2={width}
        y1={HEIGHT}
        y2={HEIGHT}
        className="stroke-muted-foreground/50"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/** The figures behind the bars, for screen readers. */
function DaysTable({ days }: { days: Day[] }) {
  return (
    <table className="sr-only">
      <caption>Clicks per day</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Clicks</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <td>{format(parseISO(day.date), "MMM d, yyyy")}</td>
            <td>{day.clicks}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Clicks per day over the last 30 days (UTC days, oldest first); days without clicks are empty slots. */
export function ClicksPerDayChart({ days }: { days: Day[] | undefined }) {
  const titleId = useId();
  const total = days?.reduce((sum, day) => sum + day.clicks, 0) ?? 0;
  const top = axisMax(Math.max(0, ...(days ?? []).map((day) => day.clicks)));
  const first = days?.[0];
  const last = days?.at(-1);

  return (
    <Card className="min-w-0 gap-4" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardHeading id={titleId} className="text-lg">
          Clicks per day
        </CardHeading>
        <CardDescription>
          {days ? `Last ${days.length} days · ${clicksText(total)}` : "The last 30 days"}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!days || !first || !last ? (
          <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
            Clicks per day could not be loaded.
          </p>
        ) : (
          <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2">
            <div
              aria-hidden="true"
              className="flex h-40 flex-col justify-between text-right text-xs text-muted-foreground tabular-nums"
            >
              <span className="-mt-2">{COUNT.format(top)}</span>
              <span>{COUNT.format(top / 2)}</span>
              <span className="-mb-2">0</span>
            </div>
            <Bars
              days={days}
              top={top}
              label={
                `Clicks per day from ${dayLabel(first.date)} to ${dayLabel(last.date)}: ` +
                `${clicksText(total)} in total`
              }
            />
            <div aria-hidden="true" className="col-start-2 flex justify-between text-xs text-muted-foreground">
              <span>{dayLabel(first.date)}</span>
              <span>{dayLabel(last.date)}</span>
            </div>
            <DaysTable days={days} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}

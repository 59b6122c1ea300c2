import { formatDate, formatMonthDay } from "@/lib/client/format/format";
import { cn } from "@/lib/utils";

/** One UTC day (yyyy-mm-dd) and how many clicks or opens it had. */
export interface DayCount {
  date: string;
  count: number;
}

/** What the bars count, for their labels: "click" / "clicks", "open" / "opens". */
export type CountUnit = "click" | "open";

/** viewBox units: one slot per day, the bar inside it with a gap either side. */
const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

const COUNT = new Intl.NumberFormat("en-US");

export function countText(count: number, unit: CountUnit): string {
  return `${COUNT.format(count)} ${count === 1 ? unit : `${unit}s`}`;
}

/** 'MMM d'; a day that is not a date shows as it came. */
export const dayLabel = (date: string) => formatMonthDay(date) ?? date;

/** The axis top: the smallest 1, 2 or 4 times a power of ten holding the peak, at least 4 (so its half is whole). */
export function axisMax(peak: number): number {
  if (peak <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(peak));
  const step = [1, 2, 4, 10].find((factor) => factor * power >= peak) ?? 10;
  return step * power;
}

interface DayBarsProps {
  days: DayCount[];
  unit: CountUnit;
  /** The value at the top of the chart (see axisMax). */
  top: number;
  /** The picture's accessible name. */
  label: string;
  /** The height, e.g. "h-40"; the width fills the container. */
  className: string;
  /** Whether to draw the dashed half-way line. */
  midline?: boolean;
}

/** Bars per day (oldest first) as one SVG; days without any are empty slots, each day titled with its count. */
export function DayBars({ days, unit, top, label, className, midline = true }: DayBarsProps) {
  const width = days.length * SLOT;
  return (
    <svg
      className={cn("w-full", className)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      {midline && (
        <line
          x1={0}
          x2={width}
          y1={HEIGHT / 2}
          y2={HEIGHT / 2}
          className="stroke-border"
          strokeDasharray="4 4"
          vectorEffect="non-scaling-stroke"
        />
      )}
      {days.map((day, index) => {
        const height = day.count > 0 ? Math.max((day.count / top) * HEIGHT, 1.5) : 0;
        const x = index * SLOT + (SLOT - BAR) / 2;
        return (
          <g key={day.date} className="group">
            <title>{`${dayLabel(day.date)}: ${countText(day.count, unit)}`}</title>
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

interface DayCountsTableProps {
  days: DayCount[];
  caption: string;
  /** The count column's heading, e.g. "Clicks". */
  unitHeading: string;
}

/** The figures behind the bars, for screen readers. */
export function DayCountsTable({ days, caption, unitHeading }: DayCountsTableProps) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">{unitHeading}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <td>{formatDate(day.date) ?? day.date}</td>
            <td>{day.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { axisMax, countText, DayBars, dayLabel, type CountUnit } from "@/components/shared/day-bars";

/** A small chart of one item's human clicks or opens per day over the 30 days of `days`. */
interface ActivityChartProps {
  days: string[];
  perDay: number[];
  unit: CountUnit;
  name: string;
}

export function ActivityChart({ days, perDay, unit, name }: ActivityChartProps) {
  const counts = days.map((date, index) => ({ date, count: perDay[index] ?? 0 }));
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const total = counts.reduce((sum, day) => sum + day.count, 0);
  const label = `${name}: ${countText(total, unit)} per day from ${dayLabel(first)} to ${dayLabel(last)}`;
  return (
    <div className="grid gap-1">
      <DayBars
        days={counts}
        unit={unit}
        top={axisMax(Math.max(0, ...perDay))}
        label={label}
        className="h-14"
        midline={false}
      />
      <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
        <span>{dayLabel(first)}</span>
        <span>{dayLabel(last)}</span>
      </div>
    </div>
  );
}

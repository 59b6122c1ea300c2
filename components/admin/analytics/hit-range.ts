import type { HitExportQuery } from "@/lib/contract/admin-reports";

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The hits export's first range: the last 30 UTC days, today included. */
export function defaultHitRange(now: Date): HitExportQuery {
  return { from: utcDay(now.getTime() - 29 * DAY_MS), to: utcDay(now.getTime()) };
}

/** What is wrong with each date of the range, if anything (hit-range-errors.ts). */
export type RangeErrors = Partial<Record<keyof HitExportQuery, string>>;

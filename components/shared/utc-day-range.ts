/** A from/to of UTC days as date fields give them (YYYY-MM-DD, or "" while empty). */
export interface UtcDayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The range every from/to picker offers first: the last 30 UTC days, today included. */
export function lastThirtyUtcDays(now: Date): UtcDayRange {
  return { from: utcDay(now.getTime() - 29 * DAY_MS), to: utcDay(now.getTime()) };
}

import { countOf } from "@/lib/client/format/plural";

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_MONTH = 43_200;
const MINUTES_IN_YEAR = 525_600;

/**
 * "5 minutes ago", "3 hours ago", "2 days ago", "1 year ago": date-fns' formatDistanceStrict(when, now, { addSuffix:
 * true }) for a time at least a minute before now, written out so that its en-US locale (2.5 kB gzip) stays out of the
 * pages that show it. Days and longer count local calendar time, as date-fns does: a DST change in between does not
 * shift them.
 */
export function timeAgo(when: Date, now: Date): string {
  const minutes = (now.getTime() - when.getTime()) / 60_000;
  const calendarMinutes = minutes + now.getTimezoneOffset() - when.getTimezoneOffset();
  let count: number;
  let unit: string;
  if (minutes < 60) [count, unit] = [Math.round(minutes), "minute"];
  else if (minutes < MINUTES_IN_DAY) [count, unit] = [Math.round(minutes / 60), "hour"];
  else if (calendarMinutes < MINUTES_IN_MONTH) [count, unit] = [Math.round(calendarMinutes / MINUTES_IN_DAY), "day"];
  else if (calendarMinutes < MINUTES_IN_YEAR) {
    const months = Math.round(calendarMinutes / MINUTES_IN_MONTH);
    [count, unit] = months === 12 ? [1, "year"] : [months, "month"];
  } else [count, unit] = [Math.round(calendarMinutes / MINUTES_IN_YEAR), "year"];
  return `${countOf(count, unit)} ago`;
}

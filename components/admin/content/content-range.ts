import { z } from "zod";
import { contentPeriodSchema } from "@/lib/contract/content-scorecard";

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A from/to of UTC days as the date fields give them (YYYY-MM-DD, or "" while empty). */
export interface ContentRange {
  from: string;
  to: string;
}

/** The from/to the Content tab offers first: the last 30 UTC days, today included. */
export function defaultContentRange(now: Date): ContentRange {
  return { from: utcDay(now.getTime() - 29 * DAY_MS), to: utcDay(now.getTime()) };
}

/**
 * What is wrong with a from/to, by field, with the server's own rules and messages
 * (contentPeriodSchema: real dates, from not after to, at most 366 days). Empty when it can be asked for.
 */
export function contentRangeErrors(range: ContentRange): Partial<ContentRange> {
  if (!range.from || !range.to)
    return {
      from: range.from ? undefined : "Choose a start date (from).",
      to: range.to ? undefined : "Choose an end date (to).",
    };
  const parsed = contentPeriodSchema.safeParse(range);
  if (parsed.success) return {};
  const { from, to } = z.flattenError(parsed.error).fieldErrors;
  return { from: from?.[0], to: to?.[0] };
}

import { z } from "zod";
import { contentPeriodSchema, PERIOD_ORDER_ERROR } from "@/lib/contract/content-scorecard";

import type { UtcDayRange } from "@/components/shared/utc-day-range";

/**
 * What is wrong with a from/to, by field, with the server's own rules and messages
 * (contentPeriodSchema: real dates, from not after to, at most 366 days). Empty when it can be asked for.
 * A from after to is said under the date the admin `changed` last, where they are looking.
 */
export function contentRangeErrors(range: UtcDayRange, changed: keyof UtcDayRange = "from"): Partial<UtcDayRange> {
  if (!range.from || !range.to)
    return {
      from: range.from ? undefined : "Choose a start date (from).",
      to: range.to ? undefined : "Choose an end date (to).",
    };
  const parsed = contentPeriodSchema.safeParse(range);
  if (parsed.success) return {};
  const { from, to } = z.flattenError(parsed.error).fieldErrors;
  if (changed === "to" && from?.[0] === PERIOD_ORDER_ERROR) return { from: undefined, to: PERIOD_ORDER_ERROR };
  return { from: from?.[0], to: to?.[0] };
}

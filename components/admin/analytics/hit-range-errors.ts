import { z } from "zod";
import { hitExportQuerySchema, type HitExportQuery } from "@/lib/contract/admin-reports";

/** What is wrong with each date of the range, if anything. */
export type RangeErrors = Partial<Record<keyof HitExportQuery, string>>;

/**
 * The server's own rules for the range (hitExportQuerySchema): the first message for each date, if any.
 * A rule about both dates (their order, the range's length) shows under `changed`, the date the admin
 * just set, which is the one that made the range wrong.
 */
export function hitRangeErrors(range: HitExportQuery, changed?: keyof HitExportQuery): RangeErrors {
  const parsed = hitExportQuerySchema.safeParse(range);
  if (parsed.success) return {};
  const { from, to } = z.flattenError(parsed.error).fieldErrors;
  const errors: RangeErrors = { from: from?.[0], to: to?.[0] };
  const other = changed === "from" ? "to" : "from";
  // The other date's message is about both only when that date is valid on its own.
  const aboutBoth = hitExportQuerySchema.shape[other].safeParse(range[other]).success;
  if (changed && aboutBoth && !errors[changed] && errors[other]) {
    return { [changed]: errors[other], [other]: undefined };
  }
  return errors;
}

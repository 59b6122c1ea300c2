import { z } from "zod";
import { hitExportQuerySchema, type HitExportQuery } from "@/lib/contract/admin-reports";

const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The hits export's first range: the last 30 UTC days, today included. */
export function defaultHitRange(now: Date): HitExportQuery {
  return { from: utcDay(now.getTime() - 29 * DAY_MS), to: utcDay(now.getTime()) };
}

/** The server's own rules for the range (hitExportQuerySchema): the first message for each date, if any. */
export function hitRangeErrors(range: HitExportQuery): Partial<Record<keyof HitExportQuery, string>> {
  const parsed = hitExportQuerySchema.safeParse(range);
  if (parsed.success) return {};
  const { from, to } = z.flattenError(parsed.error).fieldErrors;
  return { from: from?.[0], to: to?.[0] };
}

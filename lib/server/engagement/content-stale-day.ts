import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { contentStaleDays } from "@/lib/server/platform/db/schema";
import { utcDay } from "./visitor-key";

/**
 * A report (seconds, a percent played, pages read, a download) on an open or visit of an earlier
 * UTC day changes what that day's Content roll-up holds: the day is marked stale, read from the
 * raw tables until rolled again (docs/admin.md#content-roll-up). Call it in the report's transaction.
 */
export async function markContentDayStale(tx: Db, occurredAt: Date, now: Date = new Date()): Promise<void> {
  const day = utcDay(occurredAt);
  if (day >= utcDay(now)) return;
  await tx.execute(sql`insert into ${contentStaleDays} (day) values (${day}::date) on conflict do nothing`);
}

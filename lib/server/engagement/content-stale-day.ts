import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { contentStaleDays, contentStaleHours } from "@/lib/server/platform/db/schema";
import { utcDay } from "./visitor-key";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * A report (seconds, a percent played, pages read, a download) on an open or visit of an earlier
 * UTC hour changes what that hour's Content roll-up holds (today's and yesterday's hours are
 * rolled), and one of an earlier day what that day's holds: each is marked stale, read from the
 * raw tables until rolled again (docs/admin.md#content-roll-up). Call it in the report's transaction.
 */
export async function markContentDayStale(tx: Db, occurredAt: Date, now: Date = new Date()): Promise<void> {
  const hour = Math.floor(occurredAt.getTime() / HOUR_MS) * HOUR_MS;
  if (hour >= Math.floor(now.getTime() / HOUR_MS) * HOUR_MS) return;
  // Older hours belong to days rolled whole, whose hours are gone: marking the day is enough.
  if (hour >= Math.floor(now.getTime() / DAY_MS) * DAY_MS - DAY_MS)
    await tx.execute(
      sql`insert into ${contentStaleHours} (hour) values (${new Date(hour).toISOString()}::timestamptz)
        on conflict do nothing`,
    );
  const day = utcDay(occurredAt);
  if (day < utcDay(now))
    await tx.execute(sql`insert into ${contentStaleDays} (day) values (${day}::date) on conflict do nothing`);
}

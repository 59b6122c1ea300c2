import "server-only";
import type { Db } from "@/lib/server/platform/db/client";
import type { ServerEnv } from "@/lib/server/platform/env";
import { rollUpContent } from "@/lib/server/reports/content-rollup-round";

/** How often a long-running server looks for closed (or stale) days and hours to roll up. */
export const CONTENT_ROLL_UP_MS = 5 * 60_000;

/**
 * A long-running server rolls up the Content tab's closed days at start-up (every day missing,
 * e.g. after an upgrade or a stop), then today's closed hours, and again every 5 minutes, which
 * also catches a day or hour stale from a late report; on Vercel the cron route does it
 * (docs/admin.md#content-roll-up). Any number of instances may run it: each is rolled under a lock, once.
 */
export function startContentRollups(db: Db, env: Pick<ServerEnv, "VERCEL">): void {
  if (env.VERCEL) return;
  const round = async () => {
    try {
      await rollUpContent(db);
    } catch (error) {
      console.error("The Content roll-up failed this round; it is tried again:", error);
    }
    setTimeout(() => void round(), CONTENT_ROLL_UP_MS).unref();
  };
  setTimeout(() => void round(), 1_000).unref();
}

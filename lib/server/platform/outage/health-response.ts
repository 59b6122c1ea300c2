import "server-only";
import { sql } from "drizzle-orm";
import type { Health, HealthStatus } from "@/lib/contract/health";
import type { Db } from "@/lib/server/platform/db/client";
import { OUTAGE_RETRY_AFTER_SECONDS } from "@/lib/server/platform/http-errors";
import { describeUnreachable } from "./unreachable";

/** A probe gets its answer within this, whatever the database does. */
export const HEALTH_CHECK_TIMEOUT_MS = 2_000;

async function answers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    const slow = () => reject(new Error("no answer within the health check's time limit"));
    timer = setTimeout(slow, HEALTH_CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return true;
  } catch (error) {
    console.warn(`Health check: the database is unreachable: ${describeUnreachable(error)}`);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health's answer: whether the database answers, and with `hitsWaiting` (given when the
 * caller may read it) how many hits wait in this instance's buffer. No database (start-up failed)
 * is unavailable.
 */
export async function healthResponse(db: Db | undefined, hitsWaiting: number | undefined): Promise<Response> {
  const reachable = db ? await answers(db) : false;
  const status: HealthStatus = { status: reachable ? "ok" : "unavailable" };
  const body: HealthStatus | Health =
    hitsWaiting === undefined ? status : { ...status, database: reachable ? "reachable" : "unreachable", hitsWaiting };
  return Response.json(body, {
    status: reachable ? 200 : 503,
    headers: {
      "Cache-Control": "no-store",
      ...(reachable ? {} : { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) }),
    },
  });
}

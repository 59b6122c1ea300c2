import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import type { ServerEnv } from "@/lib/server/platform/env";
import { unauthorized } from "@/lib/server/platform/http-errors";
import { runDueRenders, type RenderDeps, type RenderRunSummary } from "./render-runner";

/** A cron call starts no new file after this long, so it ends within the function's time limit. */
const CRON_BUDGET_MS = 60_000;

/** Equal-time comparison of the header with the expected one (hashed: equal lengths for timingSafeEqual). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * GET /api/cron/pages: renders due files, for Vercel's cron only (docs/pages.md#cron). It sends
 * `Authorization: Bearer ${CRON_SECRET}`; anything else, or any call while CRON_SECRET is unset,
 * is 401 and does no work.
 */
export async function runRenderCron(
  deps: RenderDeps & { env: RenderDeps["env"] & Pick<ServerEnv, "CRON_SECRET"> },
  request: Request,
): Promise<RenderRunSummary> {
  const secret = deps.env.CRON_SECRET;
  const given = request.headers.get("authorization") ?? "";
  if (!secret || !sameSecret(given, `Bearer ${secret}`))
    throw unauthorized("This route is for the scheduler: send its secret as a bearer token.", "cron_unauthorized");
  return runDueRenders(deps, CRON_BUDGET_MS);
}

import "server-only";
import { assertCronCaller } from "@/lib/server/platform/cron-caller";
import type { ServerEnv } from "@/lib/server/platform/env";
import { runDueRenders, type RenderDeps, type RenderRunSummary } from "./render-runner";

/** A cron call starts no new file after this long, so it ends within the function's time limit. */
const CRON_BUDGET_MS = 60_000;

/**
 * GET /api/cron/pages: renders due files, for Vercel's cron only (docs/pages.md#cron). It sends
 * `Authorization: Bearer ${CRON_SECRET}`; anything else, or any call while CRON_SECRET is unset,
 * is 401 and does no work.
 */
export async function runRenderCron(
  deps: RenderDeps & { env: RenderDeps["env"] & Pick<ServerEnv, "CRON_SECRET"> },
  request: Request,
): Promise<RenderRunSummary> {
  assertCronCaller(request, deps.env);
  return runDueRenders(deps, CRON_BUDGET_MS);
}

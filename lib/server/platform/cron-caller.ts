import "server-only";
import type { ServerEnv } from "./env";
import { unauthorized } from "./http-errors";
import { secretMatches } from "./secret-match";

/**
 * The scheduled routes (`/api/cron/*`) are for Vercel's cron only: it sends
 * `Authorization: Bearer ${CRON_SECRET}`; anything else, or any call while CRON_SECRET is unset, is 401.
 */
export function assertCronCaller(request: Request, env: Pick<ServerEnv, "CRON_SECRET">): void {
  const secret = env.CRON_SECRET;
  const given = request.headers.get("authorization") ?? "";
  if (!secret || !secretMatches(given, `Bearer ${secret}`))
    throw unauthorized("This route is for the scheduler: send its secret as a bearer token.", "cron_unauthorized");
}

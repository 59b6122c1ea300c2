import { publicRoute } from "@/lib/server/app/api-route";
import { assertCronCaller } from "@/lib/server/platform/cron-caller";
import { rollUpContent } from "@/lib/server/reports/content-rollup-round";

/** A call starts no new day or hour after this long, so it ends within its time limit; the next call goes on. */
const CRON_BUDGET_MS = 60_000;
export const maxDuration = 300;

/** GET /api/cron/content: rolls up the Content tab's closed or stale days and hours (docs/admin.md#content-roll-up). */
export const GET = publicRoute({}, async ({ db, env, request }) => {
  assertCronCaller(request, env);
  const { days, hours } = await rollUpContent(db, new Date(), CRON_BUDGET_MS);
  return { rolled: days.length + hours.length };
});

import { publicRoute } from "@/lib/server/app/api-route";
import { runRenderCron } from "@/lib/server/pages/render-cron";

/** Seconds Vercel lets one call run: the cron starts no new file after a minute (render-cron.ts). */
export const maxDuration = 300;

export const GET = publicRoute({}, ({ db, env, request }) => runRenderCron({ db, env }, request));

import "server-only";
import { after } from "next/server";
import { queueStoredPdfs } from "@/lib/server/pages/render-queue";
import { kickRenders, startRenderLoop, type RenderDeps } from "@/lib/server/pages/render-runner";

type StartDeps = RenderDeps & { env: RenderDeps["env"] & { VERCEL?: string } };

/**
 * At a server's start: stored PDFs without a job (uploaded before the renderer existed) are queued,
 * and a long-running server renders from its light loop. On Vercel an instance lives only for its
 * requests: the upload's `after()` and the cron route render there.
 */
export async function startPageRenders(deps: StartDeps): Promise<void> {
  const queued = await queueStoredPdfs(deps.db);
  if (queued) console.info(`Queued ${queued} stored PDF(s) for page rendering.`);
  if (!deps.env.VERCEL) startRenderLoop(deps);
}

/**
 * After an upload: render now, off the request. On Vercel `after()` keeps the function alive for it;
 * a long-running server is not held by it, so a graceful stop does not wait for a long render
 * (the job stays pending and the next start resumes it).
 */
export function renderSoon(deps: StartDeps): void {
  if (deps.env.VERCEL) after(() => kickRenders(deps));
  else void kickRenders(deps);
}

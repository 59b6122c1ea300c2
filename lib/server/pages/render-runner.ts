import "server-only";
import type { Db } from "@/lib/server/platform/db/client";
import type { ServerEnv } from "@/lib/server/platform/env";
import { processState } from "@/lib/server/platform/process-state";
import { pageImageKey } from "@/lib/server/platform/storage/page-image-key";
import { uploadStore } from "@/lib/server/platform/storage/upload-store";
import { renderPdfPages } from "./pdf-page-renderer";
import { completeRender, failRender, MAX_RENDER_TRIES, retryRender, takeRender, type RenderJob } from "./render-queue";

type RenderEnv = Parameters<typeof uploadStore>[0] & Pick<ServerEnv, "PDF_MAX_PAGES">;

export interface RenderDeps {
  db: Db;
  env: RenderEnv;
}

/** What one run did, for the cron route's answer and the logs. */
export interface RenderRunSummary {
  ready: number;
  failed: number;
  retried: number;
}

async function renderOne({ db, env }: RenderDeps, job: RenderJob): Promise<keyof RenderRunSummary> {
  // A job taken again after its tries were spent is one whose instance died each time.
  if (job.attempts > MAX_RENDER_TRIES) {
    await failRender(db, job, "render_error", "The renderer stopped before finishing, on every try.");
    return "failed";
  }
  const store = uploadStore(env);
  try {
    const pdf = await store.read(job.fileName);
    if (!pdf) {
      await failRender(db, job, "damaged", "The stored file is missing.");
      return "failed";
    }
    const result = await renderPdfPages(pdf, {
      maxPages: env.PDF_MAX_PAGES,
      onPage: async ({ page, images }) => {
        for (const image of images)
          await store.savePageImage(pageImageKey(job.fileName, page, image.width), image.bytes);
      },
    });
    if (!result.ok) {
      await failRender(db, job, result.reason, result.detail);
      return "failed";
    }
    return (await completeRender(db, job, result.pages)) ? "ready" : "retried";
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.warn(`Rendering the pages of ${job.fileName} failed (try ${job.attempts}): ${message}`);
    await retryRender(db, job, message);
    return job.attempts >= MAX_RENDER_TRIES ? "failed" : "retried";
  }
}

/**
 * Renders due files one after another until none is due or `budgetMs` has passed (a serverless
 * call has a time limit; a job is never cut by it, only the next one is not started).
 */
export async function runDueRenders(deps: RenderDeps, budgetMs = Infinity): Promise<RenderRunSummary> {
  const summary: RenderRunSummary = { ready: 0, failed: 0, retried: 0 };
  const started = Date.now();
  while (Date.now() - started < budgetMs) {
    const job = await takeRender(deps.db);
    if (!job) break;
    summary[await renderOne(deps, job)]++;
  }
  return summary;
}

const renders = processState("page renders", (): { running?: Promise<void>; again: boolean } => ({ again: false }));

/**
 * Starts a run in this process unless one is under way, in which case that run looks again for
 * due files when it ends: one file at a time per instance, so a render never takes both cores.
 */
export function kickRenders(deps: RenderDeps): Promise<void> {
  if (renders.running) {
    renders.again = true;
    return renders.running;
  }
  const run = async () => {
    do {
      renders.again = false;
      await runDueRenders(deps);
    } while (renders.again);
  };
  renders.running = run()
    .catch((error: unknown) => console.error("The page renderer could not run; it tries again later.", error))
    .finally(() => {
      renders.running = undefined;
    });
  return renders.running;
}

/** How often a long-running server looks for due files (retries, and files a dead instance left). */
export const RENDER_POLL_MS = 30_000;

/** The light loop of a long-running server; serverless deployments use the cron route instead. */
export function startRenderLoop(deps: RenderDeps): void {
  void kickRenders(deps);
  setInterval(() => void kickRenders(deps), RENDER_POLL_MS).unref();
}

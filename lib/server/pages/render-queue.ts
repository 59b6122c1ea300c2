import "server-only";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { PageRenderReason } from "@/lib/contract/pages";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, pdfPages, pdfRenders, resources } from "@/lib/server/platform/db/schema";
import type { PageSize } from "./rendered-pages";

/** Tries before a file that keeps failing is given up as `render_error` (docs/pages.md#rendering). */
export const MAX_RENDER_TRIES = 3;

/** How long one try may hold a file: a lock older than this belongs to an instance that died. */
export const RENDER_LOCK_MS = 15 * 60_000;

/** Waits before the second and third tries: a passing fault (storage, memory) has time to clear. */
export function retryDelayMs(attempts: number): number {
  return attempts <= 1 ? 60_000 : 5 * 60_000;
}

/** One taken job: its file, which try this is, and the lock that proves the job is still ours. */
export interface RenderJob {
  fileName: string;
  attempts: number;
  lock: Date;
}

/** Queues a stored PDF for rendering; a file already queued (or done) is left as it is. */
export async function queueRender(db: Db, fileName: string): Promise<void> {
  await db.insert(pdfRenders).values({ fileName }).onConflictDoNothing();
}

const STORED_PDF_URL = "^/uploads/[0-9a-f-]{36}\\.pdf$";

/**
 * Queues every stored PDF an asset or resource uses that has no job yet (files uploaded before the
 * renderer existed); run at start-up, a no-op once they all have one.
 */
export async function queueStoredPdfs(db: Db): Promise<number> {
  const stored = (table: typeof assets | typeof resources) =>
    db
      .selectDistinct({ fileName: sql<string>`substring(${table.url} from 10)`.as("file_name") })
      .from(table)
      .where(sql`${table.url} ~ ${STORED_PDF_URL}`);
  const names = [...(await stored(assets)), ...(await stored(resources))].map((row) => row.fileName);
  if (!names.length) return 0;
  const added = await db
    .insert(pdfRenders)
    .values([...new Set(names)].map((fileName) => ({ fileName })))
    .onConflictDoNothing()
    .returning({ fileName: pdfRenders.fileName });
  return added.length;
}

/**
 * Takes the next due job for this instance: a pending file whose time has come and that nobody
 * holds (or whose holder's lock went stale). `FOR UPDATE SKIP LOCKED` lets several instances take
 * at once without waiting on, or taking, the same row.
 */
export async function takeRender(db: Db, now = new Date(), lockMs = RENDER_LOCK_MS): Promise<RenderJob | undefined> {
  const due = db
    .select({ fileName: pdfRenders.fileName })
    .from(pdfRenders)
    .where(
      and(
        eq(pdfRenders.status, "pending"),
        lte(pdfRenders.runAt, now),
        or(isNull(pdfRenders.lockedAt), lt(pdfRenders.lockedAt, new Date(now.getTime() - lockMs))),
      ),
    )
    .orderBy(asc(pdfRenders.runAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [taken] = await db
    .update(pdfRenders)
    .set({ lockedAt: now, attempts: sql`${pdfRenders.attempts} + 1`, updatedAt: now })
    .where(inArray(pdfRenders.fileName, due))
    .returning({ fileName: pdfRenders.fileName, attempts: pdfRenders.attempts });
  return taken && { ...taken, lock: now };
}

/** The job's row while this instance still holds it: a lock taken over since is not ours to end. */
const held = (job: RenderJob) =>
  and(eq(pdfRenders.fileName, job.fileName), eq(pdfRenders.status, "pending"), eq(pdfRenders.lockedAt, job.lock));

/** Records the rendered pages and marks the file ready; false when the job was no longer ours. */
export async function completeRender(db: Db, job: RenderJob, pages: readonly PageSize[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(pdfRenders)
      .set({ status: "ready", pageCount: pages.length, lockedAt: null, reason: null, updatedAt: new Date() })
      .where(held(job))
      .returning({ fileName: pdfRenders.fileName });
    if (!done) return false;
    await tx.delete(pdfPages).where(eq(pdfPages.fileName, job.fileName));
    // In slices: one insert's parameters stay well under PostgreSQL's limit for any page count.
    for (let start = 0; start < pages.length; start += 1000)
      await tx
        .insert(pdfPages)
        .values(pages.slice(start, start + 1000).map((page) => ({ fileName: job.fileName, ...page })));
    return true;
  });
}

/** Gives the file up for a reason no retry can change (or after the last try). */
export async function failRender(db: Db, job: RenderJob, reason: PageRenderReason, detail?: string): Promise<void> {
  await db
    .update(pdfRenders)
    .set({ status: "failed", reason, lockedAt: null, lastError: detail ?? null, updatedAt: new Date() })
    .where(held(job));
}

/** A try that went wrong: due again after a wait, or `render_error` once the tries are spent. */
export async function retryRender(db: Db, job: RenderJob, error: string, now = new Date()): Promise<void> {
  if (job.attempts >= MAX_RENDER_TRIES) return failRender(db, job, "render_error", error);
  await db
    .update(pdfRenders)
    .set({
      runAt: new Date(now.getTime() + retryDelayMs(job.attempts)),
      lockedAt: null,
      lastError: error.slice(0, 2000),
      updatedAt: now,
    })
    .where(held(job));
}

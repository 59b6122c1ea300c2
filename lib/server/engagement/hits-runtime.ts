import "server-only";
import type { Db } from "@/lib/server/platform/db/client";
import { HitBuffer } from "./hit-buffer";
import { databaseHitWriter, loadDailySalt, type FirstHitsHandler } from "./hit-store";
import { FloodGuard } from "./flood-guard";
import { flushOnShutdown } from "./shutdown";
import { VisitorKeys } from "./visitor-key";

/**
 * A hit is written in the next batch, at most this long after it happens. A hard kill (SIGKILL,
 * power loss) loses the hits of the last interval and of the write under way; a graceful stop none
 * while the database answers (shutdown.ts).
 */
export const FLUSH_INTERVAL_MS = 100;
/** A HEAD from the same visitor this soon after a human GET makes the GET an unfurler's. */
export const UNFURL_WINDOW_MS = 2_000;

export interface Hits {
  buffer: HitBuffer;
  visitors: VisitorKeys;
  /** Each client's share of the public hit pages per minute. */
  floodGuard: FloodGuard;
  /**
   * Each client's page images per minute (docs/pages.md#page-images-and-the-flood-guard): a budget
   * apart from the pages', as large, so a reader's long document never locks them out of a page.
   */
  pageImageGuard: FloodGuard;
}

/**
 * The buffered hit writer, visitor keys and flood guard of one process (at most `perMinute`
 * requests a client); writes what is buffered on shutdown. `onFirstHits` gets each target's first
 * human hit of a day (the alerts).
 */
export function createHits(db: Db, perMinute: number, onFirstHits?: FirstHitsHandler): Hits {
  const buffer = new HitBuffer(databaseHitWriter(db, onFirstHits), {
    intervalMs: FLUSH_INTERVAL_MS,
    unfurlWindowMs: UNFURL_WINDOW_MS,
    maxRetryDelayMs: 5_000,
    maxPendingHits: 200_000,
    onError: (error, pending) => console.error(`Hit buffer (${pending} hits waiting; writes are retried):`, error),
  });
  flushOnShutdown(buffer);
  return {
    buffer,
    visitors: new VisitorKeys((day) => loadDailySalt(db, day)),
    floodGuard: new FloodGuard(perMinute),
    pageImageGuard: new FloodGuard(perMinute),
  };
}

import "server-only";
import type { Db } from "@/lib/server/platform/db/client";
import { processState } from "@/lib/server/platform/process-state";
import { FloodGuard } from "@/lib/server/engagement/flood-guard";
import { HitBuffer, type HitWriter } from "@/lib/server/engagement/hit-buffer";
import { publishEngagement } from "@/lib/server/engagement/engagement-events";
import type { Hits } from "@/lib/server/engagement/hit-services";
import { databaseHitWriter, loadDailySalt, type FirstHitsHandler } from "@/lib/server/engagement/hit-store";
import { VisitorKeys } from "@/lib/server/engagement/visitor-key";
import { engagementChannel } from "./engagement-channel";
import { flushOnShutdown } from "./shutdown";

/**
 * A hit is written in the next batch, at most this long after it happens. A hard kill (SIGKILL,
 * power loss) loses the hits of the last interval and of the write under way; a graceful stop none
 * while the database answers (shutdown.ts).
 */
export const FLUSH_INTERVAL_MS = 100;
/** A HEAD from the same visitor this soon after a human GET makes the GET an unfurler's. */
export const UNFURL_WINDOW_MS = 2_000;

/**
 * The buffered hit writer, visitor keys and flood guard of one process (at most `perMinute`
 * requests a client); writes what is buffered on shutdown. `onFirstHits` gets each target's first
 * human hit of a day (the alerts).
 */
/**
 * The database writer, then (not awaited: the next write must not wait) a message to each rep whose
 * link, share or room got a person's hit, for their live screens (docs/engagement.md#live).
 */
function liveWriter(db: Db, onFirstHits?: FirstHitsHandler): HitWriter {
  const write = databaseHitWriter(db, onFirstHits);
  const channel = engagementChannel();
  return async (hits, followUps) => {
    const firsts = await write(hits, followUps);
    void publishEngagement(db, channel, hits, followUps?.unfurled).catch((error: unknown) =>
      console.error("Publishing engagement:", error),
    );
    return firsts;
  };
}

function createHits(db: Db, perMinute: number, onFirstHits?: FirstHitsHandler): Hits {
  const buffer = new HitBuffer(liveWriter(db, onFirstHits), {
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

const writer = processState("hit writer", (): { hits?: Hits } => ({}));

/** Starts this process's hit writer (app start-up, once; a retried start keeps the first). */
export function startHitWriter(db: Db, perMinute: number, onFirstHits: FirstHitsHandler): void {
  writer.hits ??= createHits(db, perMinute, onFirstHits);
}

/** This process's hit writer, visitor keys and flood guards; started with the app (start.ts: appReady). */
export function hitWriter(): Hits {
  if (!writer.hits) throw new Error("The hit writer starts with the app: await appReady() first");
  return writer.hits;
}

import "server-only";
import type { Db } from "@/lib/server/db/client";
import { ClickBuffer } from "./click-buffer";
import { databaseClickWriter, loadLiveLink } from "./click-store";
import { LinkCache, type CachedLink } from "./link-cache";
import { flushOnShutdown } from "./shutdown";

/**
 * Loss bound on a hard kill (SIGKILL, power loss): clicks wait at most FLUSH_INTERVAL_MS before
 * their write starts, and a write takes a few milliseconds on a healthy database, so at most the
 * last ~100-150 ms (well under 250 ms) of clicks are lost. A graceful stop loses none.
 */
export const FLUSH_INTERVAL_MS = 100;

export interface Clicks {
  buffer: ClickBuffer;
  findLink: (slug: string) => CachedLink | null | Promise<CachedLink | null>;
}

/** The link cache and click buffer of one process over its database; writes what is buffered on shutdown. */
export function createClicks(db: Db): Clicks {
  const cache = new LinkCache({ positiveTtlMs: 30_000, negativeTtlMs: 5_000, maxEntries: 10_000 });
  const buffer = new ClickBuffer(databaseClickWriter(db), {
    intervalMs: FLUSH_INTERVAL_MS,
    maxRetryDelayMs: 5_000,
    maxPendingEvents: 100_000,
    onError: (error, pending) => console.error(`Could not write ${pending} buffered clicks; retrying.`, error),
  });
  flushOnShutdown(buffer);
  const load = (slug: string) => loadLiveLink(db, slug);
  return { buffer, findLink: (slug) => cache.lookup(slug, load) };
}

import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { trackedLinks } from "@/lib/server/platform/db/schema";
import { processState } from "@/lib/server/platform/process-state";
import { LinkCache, type CachedLink } from "./link-cache";

/** The live (active, not deleted) link behind a slug, with its target normalized for a Location header. */
export async function loadLiveLink(db: Db, slug: string): Promise<CachedLink | null> {
  const [row] = await db
    .select({ id: trackedLinks.id, originalUrl: trackedLinks.originalUrl, ownerId: trackedLinks.createdBy })
    .from(trackedLinks)
    .where(and(eq(trackedLinks.slug, slug), eq(trackedLinks.isActive, true), isNull(trackedLinks.deletedAt)))
    .limit(1);
  if (!row) return null;
  try {
    return { id: row.id, ownerId: row.ownerId, location: new URL(row.originalUrl).href };
  } catch {
    return null;
  }
}

const linkCache = processState(
  "link cache",
  () => new LinkCache({ positiveTtlMs: 30_000, negativeTtlMs: 5_000, staleIfErrorMs: 5_000, maxEntries: 10_000 }),
);

/** The slug look-up of /go: the database behind this process's bounded cache. */
export function findLiveLink(db: Db, slug: string): CachedLink | null | Promise<CachedLink | null> {
  return linkCache.lookup(slug, (key) => loadLiveLink(db, key));
}

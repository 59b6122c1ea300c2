import "server-only";
import type { TrackedLink } from "@/lib/contract/tracked-links";
import type { trackedLinks } from "@/lib/server/platform/db/schema";

/** A tracked_links row as the API answers it. */
export function toTrackedLink(row: typeof trackedLinks.$inferSelect): TrackedLink {
  const { id, name, slug, originalUrl, clickCount, isActive, createdAt } = row;
  return { id, name, slug, originalUrl, clickCount, isActive, createdAt: createdAt.toISOString() };
}

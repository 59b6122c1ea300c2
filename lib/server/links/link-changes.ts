import "server-only";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { TrackedLink, UpdateTrackedLinkInput } from "@/lib/contract/tracked-links";
import type { Db } from "@/lib/server/platform/db/client";
import { trackedLinks } from "@/lib/server/platform/db/schema";
import { notFound } from "@/lib/server/platform/http-errors";
import { idOr404 } from "@/lib/server/platform/row-id";
import { toTrackedLink } from "./tracked-link-row";

const LINK_NOT_FOUND = "Link not found.";

/**
 * Who may change a link: an admin any rep's (`"any"`), a rep only their own (their profile id).
 * Another rep's link answers like a missing one, so its id tells a caller nothing.
 */
export type LinkOwner = "any" | { ownerId: string };

/** The live link with this path id that the caller may change; a bad or foreign id is a 404. */
function changeable(rawId: string, owner: LinkOwner): SQL | undefined {
  const id = idOr404(rawId, LINK_NOT_FOUND, "link_not_found");
  return and(
    eq(trackedLinks.id, id),
    isNull(trackedLinks.deletedAt),
    owner === "any" ? undefined : eq(trackedLinks.createdBy, owner.ownerId),
  );
}

/** Soft delete: /go/{slug} stops answering, the clicks stay in the totals. */
export async function deleteTrackedLink(db: Db, rawId: string, owner: LinkOwner): Promise<void> {
  const [row] = await db
    .update(trackedLinks)
    .set({ deletedAt: new Date() })
    .where(changeable(rawId, owner))
    .returning({ id: trackedLinks.id });
  if (!row) throw notFound(LINK_NOT_FOUND, "link_not_found");
}

/** Renames, deactivates or reactivates a link; an inactive one's /go/{slug} answers 404 like a deleted one. */
export async function updateTrackedLink(
  db: Db,
  rawId: string,
  change: UpdateTrackedLinkInput,
  owner: LinkOwner,
): Promise<TrackedLink> {
  const [row] = await db
    .update(trackedLinks)
    .set({ name: change.name, isActive: change.isActive })
    .where(changeable(rawId, owner))
    .returning();
  if (!row) throw notFound(LINK_NOT_FOUND, "link_not_found");
  return toTrackedLink(row);
}

import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { CreateTrackedLinkInput, TrackedLink } from "@/lib/contract/tracked-links";
import { randomToken } from "@/lib/server/auth/crypto";
import type { Db } from "@/lib/server/platform/db/client";
import { trackedLinks } from "@/lib/server/platform/db/schema";
import type { Profile } from "@/lib/server/auth/profiles";
import { toTrackedLink } from "./tracked-link-row";

const MAX_SLUG_ATTEMPTS = 5;

/** The actor's own links (not deleted), newest first. */
export async function listTrackedLinks(db: Db, actor: Pick<Profile, "id">): Promise<TrackedLink[]> {
  const rows = await db
    .select()
    .from(trackedLinks)
    .where(and(eq(trackedLinks.createdBy, actor.id), isNull(trackedLinks.deletedAt)))
    .orderBy(desc(trackedLinks.createdAt), desc(trackedLinks.id));
  return rows.map(toTrackedLink);
}

/** Creates the link under a fresh random slug. */
export async function createTrackedLink(db: Db, actor: Profile, input: CreateTrackedLinkInput): Promise<TrackedLink> {
  for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt++) {
    const [row] = await db
      .insert(trackedLinks)
      .values({ ...input, slug: randomToken(6), createdBy: actor.id })
      .onConflictDoNothing({ target: trackedLinks.slug })
      .returning();
    if (row) return toTrackedLink(row);
  }
  throw new Error("Could not find a free tracked-link slug");
}

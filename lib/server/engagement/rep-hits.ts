import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import {
  assets,
  clickEvents,
  rooms,
  roomVisits,
  shareLinks,
  shareOpens,
  trackedLinks,
} from "@/lib/server/platform/db/schema";
import type { Actor } from "@/lib/server/auth/profiles";

/**
 * Which people's hits are a rep's, for the feed's lines (activity-feed.ts) and the dashboard's
 * counts (human-hit-counts.ts), so the two always count the same rows: human clicks of live links,
 * human opens of shares of assets not deleted (a share joined to its asset), human visits of any
 * room of theirs. Both read the rep's targets first and each target's hits in a lateral subquery
 * from its (target, time) index: a quiet rep's few old hits are found without walking everyone's.
 */
export const repTargets = {
  link: (actor: Actor) => and(eq(trackedLinks.createdBy, actor.id), isNull(trackedLinks.deletedAt)),
  share: (actor: Actor) => and(eq(shareLinks.userId, actor.id), isNull(assets.deletedAt)),
  room: (actor: Actor) => eq(rooms.userId, actor.id),
};

/** A target's human hits, inside the lateral subquery that follows the target's row. */
export const humanHitsOf = {
  link: and(eq(clickEvents.linkId, trackedLinks.id), eq(clickEvents.hitClass, "human")),
  share: and(eq(shareOpens.shareLinkId, shareLinks.id), eq(shareOpens.hitClass, "human")),
  room: and(eq(roomVisits.roomId, rooms.id), eq(roomVisits.hitClass, "human")),
};

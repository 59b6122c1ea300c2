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

/** How each kind of hit joins its target (and a share its asset). */
export const hitJoins = {
  link: eq(trackedLinks.id, clickEvents.linkId),
  share: eq(shareLinks.id, shareOpens.shareLinkId),
  shareAsset: eq(assets.id, shareLinks.assetId),
  room: eq(rooms.id, roomVisits.roomId),
};

/**
 * The people's hits of a rep's own links, shares and rooms, for the feed's lines (activity-feed.ts)
 * and the dashboard's counts (human-hit-counts.ts), so the two always count the same rows: human
 * clicks of live links, human opens of shares of assets not deleted, human visits of any room of
 * theirs. Each condition starts from the rep's own targets (joined by `hitJoins`).
 */
export const repHumanHits = {
  link: (actor: Actor) =>
    and(eq(trackedLinks.createdBy, actor.id), isNull(trackedLinks.deletedAt), eq(clickEvents.hitClass, "human")),
  share: (actor: Actor) =>
    and(eq(shareLinks.userId, actor.id), isNull(assets.deletedAt), eq(shareOpens.hitClass, "human")),
  room: (actor: Actor) => and(eq(rooms.userId, actor.id), eq(roomVisits.hitClass, "human")),
};

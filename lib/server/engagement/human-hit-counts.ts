import "server-only";
import { and, eq, gte, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
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

const countOf = sql<number>`count(*)::int`.mapWith(Number);

/**
 * The actor's people's engagement since `from`, counted as the feed lists it
 * (lib/server/engagement/activity-feed.ts): human clicks of live links, human opens of shares of
 * assets not deleted, human visits of rooms.
 */
export async function humanHitsSince(db: Db, actor: Actor, from: Date) {
  const [links, shares, rooms_] = await Promise.all([
    db
      .select({ n: countOf })
      .from(clickEvents)
      .innerJoin(trackedLinks, eq(trackedLinks.id, clickEvents.linkId))
      .where(
        and(
          eq(trackedLinks.createdBy, actor.id),
          isNull(trackedLinks.deletedAt),
          eq(clickEvents.hitClass, "human"),
          gte(clickEvents.occurredAt, from),
        ),
      ),
    db
      .select({ n: countOf })
      .from(shareOpens)
      .innerJoin(shareLinks, eq(shareLinks.id, shareOpens.shareLinkId))
      .innerJoin(assets, eq(assets.id, shareLinks.assetId))
      .where(
        and(
          eq(shareLinks.userId, actor.id),
          isNull(assets.deletedAt),
          eq(shareOpens.hitClass, "human"),
          gte(shareOpens.occurredAt, from),
        ),
      ),
    db
      .select({ n: countOf })
      .from(roomVisits)
      .innerJoin(rooms, eq(rooms.id, roomVisits.roomId))
      .where(and(eq(rooms.userId, actor.id), eq(roomVisits.hitClass, "human"), gte(roomVisits.occurredAt, from))),
  ]);
  return { links: links[0]?.n ?? 0, shares: shares[0]?.n ?? 0, rooms: rooms_[0]?.n ?? 0 };
}

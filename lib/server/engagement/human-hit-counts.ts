import "server-only";
import { and, gte, sql } from "drizzle-orm";
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
import { hitJoins, repHumanHits } from "./rep-hits";

const count = { n: sql<number>`count(*)::int`.mapWith(Number) };

/** The actor's people's engagement since `from`, counted as the feed lists it (rep-hits.ts). */
export async function humanHitsSince(db: Db, actor: Actor, from: Date) {
  const [[links], [shares], [visits]] = await Promise.all([
    db
      .select(count)
      .from(clickEvents)
      .innerJoin(trackedLinks, hitJoins.link)
      .where(and(repHumanHits.link(actor), gte(clickEvents.occurredAt, from))),
    db
      .select(count)
      .from(shareOpens)
      .innerJoin(shareLinks, hitJoins.share)
      .innerJoin(assets, hitJoins.shareAsset)
      .where(and(repHumanHits.share(actor), gte(shareOpens.occurredAt, from))),
    db
      .select(count)
      .from(roomVisits)
      .innerJoin(rooms, hitJoins.room)
      .where(and(repHumanHits.room(actor), gte(roomVisits.occurredAt, from))),
  ]);
  return { links: links?.n ?? 0, shares: shares?.n ?? 0, rooms: visits?.n ?? 0 };
}

import "server-only";
import { and, eq, gte, sql } from "drizzle-orm";
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
import { humanHitsOf, repTargets } from "./rep-hits";

const count = { n: sql<number>`count(*)::int`.as("n") };
const sumOf = (n: { n: unknown }) => ({ total: sql<number>`coalesce(sum(${n.n}), 0)::int`.mapWith(Number) });

/** The actor's people's engagement since `from`, counted as the feed lists it (rep-hits.ts). */
export async function humanHitsSince(db: Db, actor: Actor, from: Date) {
  const clicks = db
    .select(count)
    .from(clickEvents)
    .where(and(humanHitsOf.link, gte(clickEvents.occurredAt, from)))
    .as("clicks");
  const opens = db
    .select(count)
    .from(shareOpens)
    .where(and(humanHitsOf.share, gte(shareOpens.occurredAt, from)))
    .as("opens");
  const visits = db
    .select(count)
    .from(roomVisits)
    .where(and(humanHitsOf.room, gte(roomVisits.occurredAt, from)))
    .as("visits");
  const [[links], [shares], [roomTotal]] = await Promise.all([
    db
      .select(sumOf(clicks))
      .from(trackedLinks)
      .innerJoinLateral(clicks, sql`true`)
      .where(repTargets.link(actor)),
    db
      .select(sumOf(opens))
      .from(shareLinks)
      .innerJoin(assets, eq(assets.id, shareLinks.assetId))
      .innerJoinLateral(opens, sql`true`)
      .where(repTargets.share(actor)),
    db
      .select(sumOf(visits))
      .from(rooms)
      .innerJoinLateral(visits, sql`true`)
      .where(repTargets.room(actor)),
  ]);
  return { links: links?.total ?? 0, shares: shares?.total ?? 0, rooms: roomTotal?.total ?? 0 };
}

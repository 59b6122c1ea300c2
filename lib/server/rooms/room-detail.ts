import "server-only";
import { and, asc, count, desc, eq, inArray, isNotNull, min, ne, sql } from "drizzle-orm";
import type { RoomAsset, RoomDetail, RoomVisit } from "@/lib/contract/rooms";
import type { HitClass } from "@/lib/contract/hits";
import type { Db } from "@/lib/server/db/client";
import { assets, quotes, roomAssetViews, roomVisits } from "@/lib/server/db/schema";
import type { Profile } from "@/lib/server/services/profiles";
import { ownRoom, type RoomRow } from "./room-owner";
import { roomSummaries } from "./room-summaries";

/** The timeline shows this many visits, newest first. */
export const ROOM_TIMELINE_LIMIT = 100;

const humanVisitOf = (roomId: string) => and(eq(roomVisits.roomId, roomId), eq(roomVisits.hitClass, "human"));

/**
 * Per asset of the room, in order, over its human visits: an open is a visit that showed, played or
 * downloaded it (the beacon reports every asset, so a row alone does not mean it was looked at).
 */
async function engagementOf(db: Db, roomId: string, roomAssetList: RoomAsset[]): Promise<RoomDetail["engagement"]> {
  const rows = await db
    .select({
      assetId: roomAssetViews.assetId,
      opens: sql<number>`count(*) filter (where ${roomAssetViews.seconds} > 0
        or ${roomAssetViews.furthestPercent} > 0 or ${roomAssetViews.downloads} > 0)`.mapWith(Number),
      seconds: sql<number>`coalesce(sum(${roomAssetViews.seconds}), 0)`.mapWith(Number),
      furthestPercent: sql<number | null>`max(${roomAssetViews.furthestPercent})`,
      downloads: sql<number>`coalesce(sum(${roomAssetViews.downloads}), 0)`.mapWith(Number),
    })
    .from(roomAssetViews)
    .innerJoin(roomVisits, eq(roomVisits.id, roomAssetViews.visitId))
    .where(humanVisitOf(roomId))
    .groupBy(roomAssetViews.assetId);
  const byAsset = new Map(rows.map((row) => [row.assetId, row]));
  return roomAssetList.map((asset) => {
    const row = byAsset.get(asset.id);
    return {
      ...asset,
      opens: row?.opens ?? 0,
      seconds: row?.seconds ?? 0,
      furthestPercent: row?.furthestPercent == null ? null : Number(row.furthestPercent),
      downloads: row?.downloads ?? 0,
    };
  });
}

/** Each distinct human device numbered 1, 2, ... in the order of its first visit. */
async function deviceNumbers(db: Db, roomId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ device: roomVisits.device, first: min(roomVisits.occurredAt) })
    .from(roomVisits)
    .where(and(humanVisitOf(roomId), isNotNull(roomVisits.device)))
    .groupBy(roomVisits.device)
    .orderBy(asc(min(roomVisits.occurredAt)), asc(roomVisits.device));
  return new Map(rows.map((row, index) => [row.device ?? "", index + 1]));
}

/** The newest visits, any class, with what each did with each asset. */
async function timelineOf(db: Db, roomId: string): Promise<RoomVisit[]> {
  const visits = await db
    .select({ id: roomVisits.id, at: roomVisits.occurredAt, hitClass: roomVisits.hitClass, device: roomVisits.device })
    .from(roomVisits)
    .where(eq(roomVisits.roomId, roomId))
    .orderBy(desc(roomVisits.occurredAt), desc(roomVisits.id))
    .limit(ROOM_TIMELINE_LIMIT);
  if (!visits.length) return [];
  const [devices, views] = await Promise.all([
    deviceNumbers(db, roomId),
    db
      .select({
        visitId: roomAssetViews.visitId,
        id: assets.id,
        title: assets.title,
        seconds: roomAssetViews.seconds,
        percentPlayed: roomAssetViews.furthestPercent,
        downloads: roomAssetViews.downloads,
      })
      .from(roomAssetViews)
      .innerJoin(assets, eq(assets.id, roomAssetViews.assetId))
      .where(
        inArray(
          roomAssetViews.visitId,
          visits.map((visit) => visit.id),
        ),
      )
      .orderBy(asc(assets.title)),
  ]);
  return visits.map((visit) => ({
    at: visit.at.toISOString(),
    hitClass: visit.hitClass as HitClass,
    device: visit.hitClass === "human" && visit.device ? (devices.get(visit.device) ?? null) : null,
    assets: views
      .filter((view) => view.visitId === visit.id)
      .map(({ id, title, seconds, percentPlayed, downloads }) => ({ id, title, seconds, percentPlayed, downloads })),
  }));
}

/** Visits not counted, by class. */
async function excludedOf(db: Db, roomId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ hitClass: roomVisits.hitClass, visits: count() })
    .from(roomVisits)
    .where(and(eq(roomVisits.roomId, roomId), ne(roomVisits.hitClass, "human")))
    .groupBy(roomVisits.hitClass);
  return Object.fromEntries(rows.map((row) => [row.hitClass, row.visits]));
}

async function quoteListOf(db: Db, roomId: string): Promise<RoomDetail["quoteList"]> {
  const rows = await db
    .select({ id: quotes.id, externalId: quotes.externalId, createdAt: quotes.createdAt })
    .from(quotes)
    .where(eq(quotes.roomId, roomId))
    .orderBy(desc(quotes.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** A room row with everything its page in the portal shows. */
export async function roomDetailOf(db: Db, room: RoomRow, siteOrigin: string, now: Date): Promise<RoomDetail> {
  const [summary] = await roomSummaries(db, [room], siteOrigin, now);
  if (!summary) throw new Error("A room's summary is missing");
  const [engagement, timeline, excluded, quoteList] = await Promise.all([
    engagementOf(db, room.id, summary.assets),
    timelineOf(db, room.id),
    excludedOf(db, room.id),
    quoteListOf(db, room.id),
  ]);
  return { ...summary, note: room.note, engagement, timeline, excluded, quoteList };
}

/** GET /api/rooms/{id}: one of the actor's own rooms; any other id is a 404. */
export async function getRoomDetail(
  db: Db,
  actor: Profile,
  rawId: string,
  siteOrigin: string,
  now = new Date(),
): Promise<RoomDetail> {
  return roomDetailOf(db, await ownRoom(db, actor, rawId), siteOrigin, now);
}

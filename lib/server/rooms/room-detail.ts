import "server-only";
import { and, asc, count, desc, eq, inArray, isNotNull, min, ne, sql } from "drizzle-orm";
import type { RoomAsset, RoomDetail, RoomVisit } from "@/lib/contract/rooms";
import type { HitClass } from "@/lib/contract/hits";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, quotes, roomAssetViews, rooms, roomVisits } from "@/lib/server/platform/db/schema";
import type { Actor } from "@/lib/server/auth/profiles";
import { roomPageReads, visitPagesOf } from "@/lib/server/pages/page-reads";
import { roomCtaClicksByVisit } from "@/lib/server/engagement/cta-clicks";
import { ownRoom, type RoomRow } from "./room-owner";
import { roomSummariesWhere } from "./room-summaries";

/** The timeline shows this many visits, newest first. */
export const ROOM_TIMELINE_LIMIT = 100;

const humanVisitOf = (roomId: string) => and(eq(roomVisits.roomId, roomId), eq(roomVisits.hitClass, "human"));

/** The file URL of each asset id, for its page count. */
async function assetUrls(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = ids.length
    ? await db
        .select({ id: assets.id, url: assets.url })
        .from(assets)
        .where(inArray(assets.id, [...ids]))
    : [];
  return new Map(rows.map((row) => [row.id, row.url]));
}

/**
 * Per asset of the room, in order, over its human visits: an open is a visit that showed, played or
 * downloaded it (the beacon reports every asset, so a row alone does not mean it was looked at).
 */
async function engagementOf(db: Db, roomId: string, roomAssetList: RoomAsset[]): Promise<RoomDetail["engagement"]> {
  const urls = await assetUrls(
    db,
    roomAssetList.map((asset) => asset.id),
  );
  const pages = await roomPageReads(
    db,
    roomId,
    [...urls].map(([id, url]) => ({ id, url })),
  );
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
      pages: pages.get(asset.id) ?? null,
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

/**
 * The newest visits, any class, with what each did with each asset (in the room's order) and the
 * call to action clicked.
 */
async function timelineOf(db: Db, roomId: string, roomAssetList: RoomAsset[]): Promise<RoomVisit[]> {
  const visits = await db
    .select({
      id: roomVisits.id,
      at: roomVisits.occurredAt,
      hitClass: roomVisits.hitClass,
      device: roomVisits.device,
      visitId: roomVisits.visitId,
    })
    .from(roomVisits)
    .where(eq(roomVisits.roomId, roomId))
    .orderBy(desc(roomVisits.occurredAt), desc(roomVisits.id))
    .limit(ROOM_TIMELINE_LIMIT);
  if (!visits.length) return [];
  const [devices, clicks, views] = await Promise.all([
    deviceNumbers(db, roomId),
    roomCtaClicksByVisit(
      db,
      roomId,
      visits.flatMap((visit) => (visit.hitClass === "human" && visit.visitId ? [visit.visitId] : [])),
    ),
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
  // An asset taken out of the room since the visit comes after the room's own, by title.
  const place = (assetId: string) => {
    const index = roomAssetList.findIndex((asset) => asset.id === assetId);
    return index === -1 ? roomAssetList.length : index;
  };
  views.sort((a, b) => place(a.id) - place(b.id));
  // Pages are read by human visits only; another visit's PDF shows no pages read.
  const pagesOf = await visitPagesOf(
    db,
    visits.filter((visit) => visit.hitClass === "human").map((visit) => visit.id),
    await assetUrls(db, [...new Set(views.map((view) => view.id))]),
  );
  return visits.map((visit) => ({
    at: visit.at.toISOString(),
    hitClass: visit.hitClass as HitClass,
    device: visit.hitClass === "human" && visit.device ? (devices.get(visit.device) ?? null) : null,
    assets: views
      .filter((view) => view.visitId === visit.id)
      .map(({ id, title, seconds, percentPlayed, downloads }) => ({
        id,
        title,
        seconds,
        percentPlayed,
        downloads,
        pages: pagesOf(visit, id),
      })),
    clicked: (visit.visitId && clicks.get(visit.visitId)) || null,
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
  const [summary] = await roomSummariesWhere(db, eq(rooms.id, room.id), { siteOrigin, now });
  if (!summary) throw new Error("A room's summary is missing");
  const [engagement, timeline, excluded, quoteList] = await Promise.all([
    engagementOf(db, room.id, summary.assets),
    timelineOf(db, room.id, summary.assets),
    excludedOf(db, room.id),
    quoteListOf(db, room.id),
  ]);
  return { ...summary, note: room.note, engagement, timeline, excluded, quoteList };
}

/** GET /api/rooms/{id}: one of the actor's own rooms; any other id is a 404. */
export async function getRoomDetail(
  db: Db,
  actor: Actor,
  rawId: string,
  siteOrigin: string,
  now = new Date(),
): Promise<RoomDetail> {
  return roomDetailOf(db, await ownRoom(db, actor, rawId), siteOrigin, now);
}

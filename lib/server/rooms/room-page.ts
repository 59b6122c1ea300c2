import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, roomAssets } from "@/lib/server/platform/db/schema";
import { safeAssetUrl } from "@/lib/server/shares/share-page-content";
import { roomAtSlug, type ClosedRoomCard, type RoomCardParts } from "./room-open";

/** One asset of a room page, named by its position in the room (never by its id). */
export interface RoomPageAsset {
  position: number;
  /** For the server's own records (downloads); never written into the page. */
  assetId: string;
  title: string;
  description: string;
  type: string;
  /** The file's address; undefined when it is not a safe http(s) or same-site address. */
  url: string | undefined;
  /** The asset's length (m:ss), for the beacon's cap on the share played. */
  duration: string | null;
}

export interface RoomPage extends RoomCardParts {
  note: string;
  assets: RoomPageAsset[];
}

/** A live page comes with its room's id and rep, so the visit can be recorded. */
export type RoomPageResult =
  | { kind: "missing" }
  | { kind: "closed"; card: ClosedRoomCard }
  | { kind: "live"; page: RoomPage; roomId: string; ownerId: string; emailedAt: Date | null };

/**
 * Looks up a room page: an unknown slug is "missing"; a room that is not open (roomAtSlug: revoked,
 * past its last day, or its rep gone) is "closed"; else the room with its live assets in the rep's
 * order (a deleted or inactive asset is left out).
 */
export async function loadRoomPage(db: Db, slug: string, now: Date = new Date()): Promise<RoomPageResult> {
  const found = await roomAtSlug(db, slug, now);
  if (found.kind !== "open") return found;
  const { room, card } = found;
  const shown = await roomAssetsInOrder(db, room.id);
  return {
    kind: "live",
    roomId: room.id,
    ownerId: room.userId,
    emailedAt: room.emailedAt,
    page: { ...card, note: room.note, assets: shown },
  };
}

/** A room's live assets in the rep's order, each with its position. */
export async function roomAssetsInOrder(db: Db, roomId: string): Promise<RoomPageAsset[]> {
  const rows = await db
    .select({
      position: roomAssets.position,
      assetId: assets.id,
      title: assets.title,
      description: assets.description,
      type: assets.type,
      url: assets.url,
      duration: assets.duration,
    })
    .from(roomAssets)
    .innerJoin(assets, eq(assets.id, roomAssets.assetId))
    .where(and(eq(roomAssets.roomId, roomId), isNull(assets.deletedAt), eq(assets.isActive, true)))
    .orderBy(asc(roomAssets.position));
  return rows.map((row) => ({ ...row, url: safeAssetUrl(row.url) }));
}

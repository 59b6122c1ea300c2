import "server-only";
import { and, asc, eq, isNull } from "drizzle-orm";
import { utcToday } from "@/lib/contract/rooms";
import type { Db } from "@/lib/server/db/client";
import { assets, brands, profiles, roomAssets, rooms } from "@/lib/server/db/schema";
import { repDisplayName } from "@/lib/server/services/rep-name";
import { safeAssetUrl } from "@/lib/server/services/share-page";

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

/** Who the room is from, shown even when it is closed. */
export interface RoomCardParts {
  brand: { name: string; primaryColor: string };
  rep: { name: string; email: string };
  recipientName: string;
}

export interface RoomPage extends RoomCardParts {
  note: string;
  assets: RoomPageAsset[];
}

/** A live page comes with its room's id and rep, so the visit can be recorded. */
export type RoomPageResult =
  | { kind: "missing" }
  | { kind: "closed"; card: RoomCardParts }
  | { kind: "live"; page: RoomPage; roomId: string; ownerId: string; emailedAt: Date | null };

/** A slug is 128 random bits in base64url (22 characters); anything else is not a room. */
const SLUG = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Looks up a room page: an unknown slug is "missing"; a revoked room, or one whose last day (UTC)
 * has passed, is "closed" (the page still shows the rep's card); else the room with its live
 * assets in the rep's order (a deleted or inactive asset is left out).
 */
export async function loadRoomPage(db: Db, slug: string, now: Date = new Date()): Promise<RoomPageResult> {
  if (!SLUG.test(slug)) return { kind: "missing" };
  const [row] = await db
    .select({
      room: rooms,
      brand: { name: brands.name, primaryColor: brands.primaryColor },
      rep: { firstName: profiles.firstName, lastName: profiles.lastName, email: profiles.email },
    })
    .from(rooms)
    .innerJoin(brands, eq(brands.id, rooms.brandId))
    .innerJoin(profiles, eq(profiles.id, rooms.userId))
    .where(eq(rooms.slug, slug));
  if (!row) return { kind: "missing" };
  const { room } = row;
  const card: RoomCardParts = {
    brand: row.brand,
    rep: { name: repDisplayName(row.rep), email: row.rep.email },
    recipientName: room.recipientName,
  };
  if (room.revokedAt || (room.expiresOn !== null && room.expiresOn < utcToday(now))) return { kind: "closed", card };
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

import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { RoomDetail, UpdateRoomInput } from "@/lib/contract/rooms";
import type { Db } from "@/lib/server/platform/db/client";
import { roomAssets, rooms } from "@/lib/server/platform/db/schema";
import { conflict } from "@/lib/server/platform/http-errors";
import type { Profile } from "@/lib/server/auth/profiles";
import { roomAssetRows } from "./rep-rooms";
import { assertRoomAssetsVisible } from "./room-asset-check";
import { roomDetailOf } from "./room-detail";
import { ownRoom } from "./room-owner";

const revokedRoom = () =>
  conflict("This room has been revoked: it can no longer be changed. Create a new room instead.", "room_revoked");

/**
 * PATCH /api/rooms/{id}: the note, the assets (the new list replaces the old, in order) or the
 * expiry. A revoked room is closed for good (409); an expired one may be given a later day, which
 * opens it again.
 */
export async function updateRoom(
  db: Db,
  actor: Profile,
  rawId: string,
  change: UpdateRoomInput,
  siteOrigin: string,
  now = new Date(),
): Promise<RoomDetail> {
  const room = await ownRoom(db, actor, rawId);
  if (room.revokedAt) throw revokedRoom();
  const assetIds = change.assetIds?.map((id) => id.toLowerCase());
  if (assetIds) await assertRoomAssetsVisible(db, actor, room.brandId, assetIds);
  const updated = await db.transaction(async (tx) => {
    // Revoked meanwhile: the revocation stands, the change does not.
    const [row] = await tx
      .update(rooms)
      .set({ note: change.note, expiresOn: change.expiresOn, updatedAt: now })
      .where(and(eq(rooms.id, room.id), isNull(rooms.revokedAt)))
      .returning();
    if (!row) throw revokedRoom();
    if (assetIds) {
      await tx.delete(roomAssets).where(eq(roomAssets.roomId, room.id));
      await tx.insert(roomAssets).values(roomAssetRows(room.id, assetIds));
    }
    return row;
  });
  return roomDetailOf(db, updated, siteOrigin, now);
}

/**
 * DELETE /api/rooms/{id}: revokes the room; its page answers 410 and its history stays for the rep.
 * Revoking a revoked room changes nothing (the first revocation's time stays).
 */
export async function revokeRoom(db: Db, actor: Profile, rawId: string, now = new Date()): Promise<void> {
  const room = await ownRoom(db, actor, rawId);
  await markRoomRevoked(db, room.id, now);
}

/** Revokes the room `roomId` unless it is already (the first revocation's time stays). */
export async function markRoomRevoked(db: Db, roomId: string, now: Date): Promise<void> {
  await db
    .update(rooms)
    .set({ revokedAt: now, updatedAt: now })
    .where(and(eq(rooms.id, roomId), isNull(rooms.revokedAt)));
}

import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { AdminRoom } from "@/lib/contract/admin-rooms";
import type { Db } from "@/lib/server/platform/db/client";
import { brands, profiles, rooms } from "@/lib/server/platform/db/schema";
import { notFound } from "@/lib/server/platform/http-errors";
import { idOr404 } from "@/lib/server/platform/row-id";
import { USER_NOT_FOUND } from "@/lib/server/users/user-accounts";
import { markRoomRevoked } from "./room-changes";
import { roomIsOpen } from "./room-open";
import { ROOM_NOT_FOUND, roomNotFound } from "./room-owner";
import { roomStatus } from "./room-status";

const assetCount = sql<number>`(select count(*)::int from room_assets ra where ra.room_id = "rooms"."id")`;

/**
 * GET /api/admin/users/{id}/rooms: every room of a user, deleted users included (their rooms are
 * what an admin comes to close), newest first, with state and counts only: the recipient, the note
 * and the slug stay the rep's (docs/rooms.md).
 */
export async function adminUserRooms(db: Db, rawUserId: string, now = new Date()): Promise<AdminRoom[]> {
  const userId = idOr404(rawUserId, USER_NOT_FOUND, "user_not_found");
  const [rep] = await db
    .select({ isActive: profiles.isActive, deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!rep) throw notFound(USER_NOT_FOUND, "user_not_found");
  const rows = await db
    .select({
      id: rooms.id,
      brandName: brands.name,
      createdAt: rooms.createdAt,
      expiresOn: rooms.expiresOn,
      revokedAt: rooms.revokedAt,
      assets: assetCount,
      visits: rooms.visitCount,
      lastHumanAt: rooms.lastHumanAt,
    })
    .from(rooms)
    .innerJoin(brands, eq(brands.id, rooms.brandId))
    .where(eq(rooms.userId, userId))
    .orderBy(desc(rooms.createdAt), desc(rooms.id));
  return rows.map((row) => ({
    id: row.id,
    brandName: row.brandName,
    createdAt: row.createdAt.toISOString(),
    expiresOn: row.expiresOn,
    status: roomStatus(row, now),
    open: roomIsOpen(row, rep, now),
    assets: Number(row.assets),
    visits: row.visits,
    lastVisitAt: row.lastHumanAt?.toISOString() ?? null,
  }));
}

/**
 * DELETE /api/admin/rooms/{id}: revokes any rep's room, as the rep's own revoke does (204, the
 * first revocation's time kept), so the rooms of a rep who left can be closed for good.
 */
export async function revokeRoomAsAdmin(db: Db, rawId: string, now = new Date()): Promise<void> {
  const id = idOr404(rawId, ROOM_NOT_FOUND, "room_not_found");
  const [room] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, id));
  if (!room) throw roomNotFound();
  await markRoomRevoked(db, room.id, now);
}

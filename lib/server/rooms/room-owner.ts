import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { rooms } from "@/lib/server/platform/db/schema";
import { notFound } from "@/lib/server/platform/http-errors";
import { idOr404 } from "@/lib/server/platform/row-id";
import type { Actor } from "@/lib/server/auth/profiles";

export type RoomRow = typeof rooms.$inferSelect;

export const ROOM_NOT_FOUND = "Room not found.";
export const roomNotFound = () => notFound(ROOM_NOT_FOUND, "room_not_found");

/**
 * The actor's own room with this path id. Another rep's room answers like an unknown or malformed
 * id, for an admin too (docs/rooms.md): a room's recipient is its rep's alone.
 */
export async function ownRoom(db: Db, actor: Actor, rawId: string): Promise<RoomRow> {
  const id = idOr404(rawId, ROOM_NOT_FOUND, "room_not_found");
  const [room] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), eq(rooms.userId, actor.id)));
  if (!room) throw roomNotFound();
  return room;
}

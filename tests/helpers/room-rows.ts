import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { roomAssets, roomAssetViews, rooms, roomVisits } from "@/lib/server/platform/db/schema";
import { only } from "./library-fixtures";

/** A share room of `userId` holding `assetIds` in that order, written straight to the database. */
export async function insertRoomRow(
  db: Db,
  room: { userId: string; brandId: string; assetIds?: string[]; revokedAt?: Date },
): Promise<{ id: string; slug: string }> {
  const row = only(
    await db
      .insert(rooms)
      .values({
        slug: randomBytes(16).toString("base64url"),
        userId: room.userId,
        brandId: room.brandId,
        recipientName: "Pat Private",
        recipientCompany: "Private Co",
        revokedAt: room.revokedAt ?? null,
      })
      .returning({ id: rooms.id, slug: rooms.slug }),
  );
  const assetIds = room.assetIds ?? [];
  if (assetIds.length)
    await db.insert(roomAssets).values(assetIds.map((assetId, position) => ({ roomId: row.id, assetId, position })));
  return row;
}

/**
 * One visit of a room with its class, and the seconds it spent on each asset it looked at; a human
 * visit moves the room's counters as the hit writer does.
 */
export async function insertRoomVisit(
  db: Db,
  visit: { roomId: string; at: string; hitClass?: string; reason?: string; viewed?: Record<string, number> },
): Promise<number> {
  const { id } = only(
    await db
      .insert(roomVisits)
      .values({
        roomId: visit.roomId,
        occurredAt: new Date(visit.at),
        userAgentClass: "desktop",
        hitClass: visit.hitClass ?? "human",
        reason: visit.reason ?? "person",
      })
      .returning({ id: roomVisits.id }),
  );
  if ((visit.hitClass ?? "human") === "human")
    await db
      .update(rooms)
      .set({ visitCount: sql`${rooms.visitCount} + 1`, lastHumanAt: sql`greatest(${rooms.lastHumanAt}, ${visit.at})` })
      .where(eq(rooms.id, visit.roomId));
  const viewed = Object.entries(visit.viewed ?? {});
  if (viewed.length)
    await db.insert(roomAssetViews).values(viewed.map(([assetId, seconds]) => ({ visitId: id, assetId, seconds })));
  return id;
}

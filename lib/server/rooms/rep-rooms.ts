import "server-only";
import { randomBytes } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { CreateRoomInput, RoomDetail, RoomSummary } from "@/lib/contract/rooms";
import type { Db } from "@/lib/server/db/client";
import { roomAssets, rooms } from "@/lib/server/db/schema";
import type { Profile } from "@/lib/server/services/profiles";
import { assertRoomAssetsVisible } from "./room-asset-check";
import { roomDetailOf } from "./room-detail";
import { roomSummaries } from "./room-summaries";

/** 128 random bits: the page's address is its only key, so it must be unguessable (docs/rooms.md). */
const newRoomSlug = () => randomBytes(16).toString("base64url");

/** The actor's rooms, newest activity first: the last human visit, else the creation. */
export async function listRooms(db: Db, actor: Profile, siteOrigin: string, now = new Date()): Promise<RoomSummary[]> {
  const rows = await db
    .select()
    .from(rooms)
    .where(eq(rooms.userId, actor.id))
    .orderBy(desc(sql`coalesce(${rooms.lastHumanAt}, ${rooms.createdAt})`), desc(rooms.id));
  return roomSummaries(db, rows, siteOrigin, now);
}

/** Room asset rows in the rep's order (position 0 first). */
export const roomAssetRows = (roomId: string, assetIds: readonly string[]) =>
  assetIds.map((assetId, position) => ({ roomId, assetId, position }));

/** Creates a room for one recipient in a brand the actor works in, holding assets they can see there. */
export async function createRoom(
  db: Db,
  actor: Profile,
  input: CreateRoomInput,
  siteOrigin: string,
  now = new Date(),
): Promise<RoomDetail> {
  const assetIds = input.assetIds.map((id) => id.toLowerCase());
  await assertRoomAssetsVisible(db, actor, input.brandId, assetIds);
  const room = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(rooms)
      .values({
        slug: newRoomSlug(),
        userId: actor.id,
        brandId: input.brandId,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail ?? null,
        recipientCompany: input.recipientCompany ?? null,
        note: input.note ?? "",
        expiresOn: input.expiresOn ?? null,
      })
      .returning();
    if (!row) throw new Error("The room insert returned no row");
    await tx.insert(roomAssets).values(roomAssetRows(row.id, assetIds));
    return row;
  });
  return roomDetailOf(db, room, siteOrigin, now);
}

import "server-only";
import { randomBytes } from "node:crypto";
import { count, eq } from "drizzle-orm";
import {
  ROOM_PAGE_DEFAULT_LIMIT,
  type CreateRoomInput,
  type ListRoomsQuery,
  type RoomDetail,
  type RoomPage,
} from "@/lib/contract/rooms";
import type { Db } from "@/lib/server/platform/db/client";
import { decodeKeysetCursor } from "@/lib/server/platform/db/keyset-cursor";
import { roomAssets, rooms } from "@/lib/server/platform/db/schema";
import type { Actor, Profile } from "@/lib/server/auth/profiles";
import { assertRoomAssetsVisible } from "./room-asset-check";
import { roomDetailOf } from "./room-detail";
import { roomSummaryPage } from "./room-summaries";

/** 128 random bits: the page's address is its only key, so it must be unguessable (docs/rooms.md). */
const newRoomSlug = () => randomBytes(16).toString("base64url");

/**
 * One page of the actor's rooms, newest activity first (the last human visit, else the creation),
 * by keyset on that and the id: a page costs the same however deep, and a room made meanwhile
 * never shifts or repeats one. Only the first page counts all the actor's rooms.
 */
export async function listRooms(
  db: Db,
  actor: Actor,
  query: ListRoomsQuery,
  siteOrigin: string,
  now = new Date(),
): Promise<RoomPage> {
  const cursor = query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor);
  const mine = eq(rooms.userId, actor.id);
  const [page, counted] = await Promise.all([
    roomSummaryPage(db, mine, { siteOrigin, now, limit: query.limit ?? ROOM_PAGE_DEFAULT_LIMIT, cursor }),
    cursor ? undefined : db.select({ total: count() }).from(rooms).where(mine),
  ]);
  return { ...page, total: counted?.[0]?.total ?? null };
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
  return roomDetailOf(db, await insertRoom(db, actor, { ...input, assetIds }), siteOrigin, now);
}

/** Writes a room and its assets in one transaction; the caller has checked that the actor may share them. */
export async function insertRoom(db: Db, actor: Profile, input: CreateRoomInput) {
  return db.transaction(async (tx) => {
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
    await tx.insert(roomAssets).values(roomAssetRows(row.id, input.assetIds));
    return row;
  });
}

import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { roomAssets, rooms } from "@/lib/server/platform/db/schema";
import type { Profile } from "@/lib/server/auth/profiles";
import { insertRoom } from "./rep-rooms";

export interface PersonalShareRoom {
  id: string;
  slug: string;
}

/**
 * The room behind a "Send via Email" (docs/sharing.md#the-share-e-mail): one asset for one address, so
 * the rep learns who opened it. Sending the same asset to the same address again from the same brand
 * reuses the open room it made before (its note becomes the new message), so a rep's Rooms screen
 * holds one room per person and asset, with that person's whole history.
 */
export async function personalShareRoom(
  db: Db,
  actor: Profile,
  share: { assetId: string; brandId: string; email: string; note: string | undefined },
): Promise<PersonalShareRoom> {
  const email = share.email.toLowerCase();
  const [open] = await db
    .select({ id: rooms.id, slug: rooms.slug })
    .from(rooms)
    .where(
      and(
        eq(rooms.userId, actor.id),
        eq(rooms.brandId, share.brandId),
        sql`lower(${rooms.recipientEmail}) = ${email}`,
        isNull(rooms.revokedAt),
        isNull(rooms.expiresOn),
        sql`(select array_agg(${roomAssets.assetId}) from ${roomAssets} where ${roomAssets.roomId} = ${rooms.id})
            = array[${share.assetId}]::uuid[]`,
      ),
    )
    .limit(1);
  if (open) {
    if (share.note)
      await db.update(rooms).set({ note: share.note, updatedAt: new Date() }).where(eq(rooms.id, open.id));
    return open;
  }
  // The caller's share of this asset has already checked that the rep may send it in this brand.
  const made = await insertRoom(db, actor, {
    recipientName: email,
    recipientEmail: email,
    brandId: share.brandId,
    assetIds: [share.assetId.toLowerCase()],
    note: share.note,
  });
  return { id: made.id, slug: made.slug };
}

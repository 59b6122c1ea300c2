import "server-only";
import { and, count, inArray } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { assets } from "@/lib/server/platform/db/schema";
import { badRequest } from "@/lib/server/platform/http-errors";
import type { Profile } from "@/lib/server/auth/profiles";
import { assertBrandExists, assetScope, visibleLibraryItem } from "@/lib/server/library/visibility";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every asset of a room must be one the actor can see in the room's brand, by the library's own
 * visibility rule (docs/rules.md#visibility); an id that is not a UUID names no asset, so it fails
 * the same way. The ids are distinct (the contract refuses repeats).
 */
export async function assertRoomAssetsVisible(
  db: Db,
  actor: Profile,
  brandId: string,
  assetIds: readonly string[],
): Promise<void> {
  await assertBrandExists(db, brandId);
  const wellFormed = assetIds.filter((id) => UUID.test(id));
  const [row] = wellFormed.length
    ? await db
        .select({ visible: count() })
        .from(assets)
        .where(and(inArray(assets.id, wellFormed), visibleLibraryItem(assetScope, actor, brandId)))
    : [{ visible: 0 }];
  if ((row?.visible ?? 0) !== assetIds.length) {
    throw badRequest("You can only add assets you can see in this brand.", "asset_not_visible");
  }
}

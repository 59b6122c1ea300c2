import "server-only";
import { and, eq } from "drizzle-orm";
import type { ShareAssetResponse } from "@/lib/contract/assets";
import { randomToken } from "@/lib/server/auth/crypto";
import type { Db } from "@/lib/server/db/client";
import { assets, shareLinks } from "@/lib/server/db/schema";
import { notFound } from "@/lib/server/errors";
import type { Profile } from "./profiles";
import { assetScope, visibleLibraryItem } from "./visibility";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ATTEMPTS = 5;

async function assertAssetVisible(db: Db, actor: Profile, assetId: string): Promise<void> {
  const [asset] = UUID.test(assetId)
    ? await db
        .select({ id: assets.id })
        .from(assets)
        .where(and(eq(assets.id, assetId), visibleLibraryItem(assetScope, actor)))
    : [];
  if (!asset) throw notFound("Asset not found.", "asset_not_found");
}

/** The actor's share slug for an asset they can see: one per rep and asset, made on first use. */
export async function shareAsset(db: Db, actor: Profile, assetId: string): Promise<ShareAssetResponse> {
  await assertAssetVisible(db, actor, assetId);
  const mine = and(eq(shareLinks.assetId, assetId), eq(shareLinks.userId, actor.id));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // Conflicts on the (asset, user) pair mean the link exists; on the slug, try another slug.
    await db
      .insert(shareLinks)
      .values({ slug: randomToken(6), assetId, userId: actor.id })
      .onConflictDoNothing();
    const [link] = await db.select({ slug: shareLinks.slug }).from(shareLinks).where(mine);
    if (link) return { shareSlug: link.slug };
  }
  throw new Error("Could not find a free share slug");
}

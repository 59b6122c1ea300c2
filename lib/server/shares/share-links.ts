import "server-only";
import { and, asc, eq, or, sql } from "drizzle-orm";
import type { ShareAssetResponse } from "@/lib/contract/assets";
import { randomToken } from "@/lib/server/auth/crypto";
import type { Db } from "@/lib/server/platform/db/client";
import { assetBrands, assets, brands, shareLinks } from "@/lib/server/platform/db/schema";
import { notFound } from "@/lib/server/platform/http-errors";
import type { Profile } from "@/lib/server/auth/profiles";
import { assertBrandExists, assetScope, visibleLibraryItem } from "@/lib/server/library/visibility";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ATTEMPTS = 5;

/** The brand a share is made in: the request's brandId, else the brand cookie's code, else none. */
export interface ShareBrandChoice {
  brandId?: string;
  brandCode?: string;
}

export interface ShareBrand {
  id: string;
  name: string;
  primaryColor: string;
}

/** A rep's share link and the brand it was made in. */
export interface ShareLinkInBrand {
  id: string;
  slug: string;
  brand: ShareBrand;
}

const assetNotFound = () => notFound("Asset not found.", "asset_not_found");

/**
 * The brand the asset is shared in: the chosen one (an unknown brandId is a 400, an asset not in
 * that brand a 404), else the cookie's brand if the asset is in it, else the asset's first brand.
 */
export async function shareBrand(
  db: Db,
  actor: Profile,
  assetId: string,
  choice: ShareBrandChoice,
): Promise<ShareBrand> {
  if (!UUID.test(assetId)) throw assetNotFound();
  if (choice.brandId !== undefined) await assertBrandExists(db, choice.brandId);
  const assetInBrand = or(
    eq(assets.assignToAllBrands, true),
    sql`${brands.id} in (select ${assetBrands.brandId} from ${assetBrands}
      where ${assetBrands.assetId} = ${assets.id})`,
  );
  const candidates = await db
    .select({ id: brands.id, code: brands.code, name: brands.name, primaryColor: brands.primaryColor })
    .from(assets)
    .innerJoin(brands, assetInBrand)
    .where(
      and(
        eq(assets.id, assetId),
        visibleLibraryItem(assetScope, actor),
        choice.brandId === undefined ? undefined : eq(brands.id, choice.brandId),
      ),
    )
    .orderBy(asc(brands.position), asc(brands.code));
  const brand = candidates.find((candidate) => candidate.code === choice.brandCode) ?? candidates[0];
  if (!brand) throw assetNotFound();
  return { id: brand.id, name: brand.name, primaryColor: brand.primaryColor };
}

/**
 * The actor's share link of an asset they can see, in the brand they share from: one per rep,
 * asset and brand, made on first use.
 */
export async function shareLinkInBrand(
  db: Db,
  actor: Profile,
  assetId: string,
  choice: ShareBrandChoice,
): Promise<ShareLinkInBrand> {
  const brand = await shareBrand(db, actor, assetId, choice);
  const mine = and(eq(shareLinks.assetId, assetId), eq(shareLinks.userId, actor.id), eq(shareLinks.brandId, brand.id));
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // Conflicts on (asset, user, brand) mean the link exists; on the slug, try another slug.
    await db
      .insert(shareLinks)
      .values({ slug: randomToken(6), assetId, userId: actor.id, brandId: brand.id })
      .onConflictDoNothing();
    const [link] = await db.select({ id: shareLinks.id, slug: shareLinks.slug }).from(shareLinks).where(mine);
    if (link) return { id: link.id, slug: link.slug, brand };
  }
  throw new Error("Could not find a free share slug");
}

/** POST /api/assets/share: the actor's share slug of the asset in the brand they share from. */
export async function shareAsset(
  db: Db,
  actor: Profile,
  assetId: string,
  choice: ShareBrandChoice = {},
): Promise<ShareAssetResponse> {
  const { slug } = await shareLinkInBrand(db, actor, assetId, choice);
  return { shareSlug: slug };
}

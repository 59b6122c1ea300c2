import "server-only";
import { and, count, desc, ilike, or } from "drizzle-orm";
import { ASSET_PAGE_DEFAULT_LIMIT } from "@/lib/contract/asset-paging";
import type { ListAssetsQuery, PortalAsset } from "@/lib/contract/assets";
import { pagesOfUrls } from "@/lib/server/pages/rendered-pages";
import { assetCoverUrl } from "./asset-cover";
import type { Db } from "@/lib/server/platform/db/client";
import {
  afterKeyset,
  decodeKeysetCursor,
  encodeKeysetCursor,
  epochMicros,
} from "@/lib/server/platform/db/keyset-cursor";
import { assets } from "@/lib/server/platform/db/schema";
import type { Actor } from "@/lib/server/auth/profiles";
import { assertBrandExists, assetScope, likePattern, visibleLibraryItem } from "./visibility";

const PORTAL_ASSET_TYPES: Record<string, string> = { pdf: "PDF", video: "Video", audio: "Audio" };

/** PDF, Video and Audio as the portal names them; any other stored type capitalized ("Image"). */
export function portalAssetType(stored: string): string {
  return PORTAL_ASSET_TYPES[stored] ?? stored.charAt(0).toUpperCase() + stored.slice(1);
}

/**
 * One page of the list; `nextCursor` when more follow, `total` (all visible assets) on the first
 * page of an unsearched list.
 */
export interface AssetPage {
  assets: PortalAsset[];
  nextCursor: string | undefined;
  total: number | undefined;
}

/**
 * The actor's visible assets of a brand, optionally matching a search text (title or description,
 * any case), newest first, one page at a time: keyset paging on (created_at, id), so a page costs
 * the same however deep it is and rows added meanwhile never shift or repeat one.
 */
export async function listAssets(db: Db, actor: Actor, query: ListAssetsQuery): Promise<AssetPage> {
  await assertBrandExists(db, query.brandId);
  const limit = query.limit ?? ASSET_PAGE_DEFAULT_LIMIT;
  const cursor = query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor);
  const pattern = query.search ? likePattern(query.search) : undefined;
  const matching = and(
    visibleLibraryItem(assetScope, actor, query.brandId),
    pattern ? or(ilike(assets.title, pattern), ilike(assets.description, pattern)) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select({ asset: assets, createdAtMicros: epochMicros(assets.createdAt) })
      .from(assets)
      .where(and(matching, cursor ? afterKeyset(assets.createdAt, assets.id, cursor) : undefined))
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .limit(limit + 1),
    // The count reads every visible row: only the unsearched first page pays for it (no screen shows a search's total).
    cursor || pattern ? undefined : db.select({ total: count() }).from(assets).where(matching),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const pages = await pagesOfUrls(
    db,
    page.map(({ asset }) => asset.url),
  );
  return {
    assets: page.map(({ asset }) => ({
      id: asset.id,
      title: asset.title,
      description: asset.description,
      type: portalAssetType(asset.type),
      fileSize: asset.fileSizeKb,
      duration: asset.duration,
      createdAt: asset.createdAt.toISOString(),
      url: asset.url,
      pages: pages.get(asset.url) ?? null,
      coverUrl: assetCoverUrl(asset.id, asset.url, pages.get(asset.url) ?? null),
    })),
    nextCursor:
      rows.length > limit && last ? encodeKeysetCursor({ micros: last.createdAtMicros, id: last.asset.id }) : undefined,
    total: counted?.[0]?.total,
  };
}

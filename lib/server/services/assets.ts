import { and, desc, ilike, or } from "drizzle-orm";
import type { ListAssetsQuery, PortalAsset } from "@/lib/contract/assets";
import type { Db } from "@/lib/server/db/client";
import { assets } from "@/lib/server/db/schema";
import type { Profile } from "./profiles";
import { assertBrandExists, assetScope, likePattern, visibleLibraryItem } from "./visibility";

const PORTAL_ASSET_TYPES: Record<string, string> = { pdf: "PDF", video: "Video", audio: "Audio" };

/** PDF, Video and Audio as the portal names them; any other stored type capitalised ("Image"). */
export function portalAssetType(stored: string): string {
  return PORTAL_ASSET_TYPES[stored] ?? stored.charAt(0).toUpperCase() + stored.slice(1);
}

/** The actor's visible assets of a brand, optionally matching a search text, newest first. */
export async function listAssets(db: Db, actor: Profile, query: ListAssetsQuery): Promise<PortalAsset[]> {
  await assertBrandExists(db, query.brandId);
  const pattern = query.search ? likePattern(query.search) : undefined;
  const rows = await db
    .select()
    .from(assets)
    .where(
      and(
        visibleLibraryItem(assetScope, actor, query.brandId),
        pattern ? or(ilike(assets.title, pattern), ilike(assets.description, pattern)) : undefined,
      ),
    )
    .orderBy(desc(assets.createdAt), desc(assets.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    type: portalAssetType(row.type),
    fileSize: row.fileSizeKb,
    duration: row.duration,
    createdAt: row.createdAt.toISOString(),
    url: row.url,
  }));
}

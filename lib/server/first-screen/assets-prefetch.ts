import "server-only";
import type { DehydratedState } from "@tanstack/react-query";
import { z } from "zod";
import { listAssetsQuerySchema, portalAssetSchema, type PortalAsset } from "@/lib/contract/assets";
import { queryKeys } from "@/lib/query-keys";
import { listAssets } from "@/lib/server/library/asset-list";
import { firstBrand } from "./first-brand";
import { asSent, prefetchFirstScreen, type FirstScreenRead } from "./prefetch";

/** The brand's first page of assets as the browser's infinite query holds it (see fetchAssetPage). */
export function firstAssetPageRead(brandId: string): FirstScreenRead {
  return {
    key: queryKeys.assets(brandId, ""),
    read: async (db, user) => {
      const page = await listAssets(db, user, listAssetsQuerySchema.parse({ brandId }));
      const assets = asSent(z.array(portalAssetSchema), page.assets);
      return { pages: [{ assets, nextCursor: page.nextCursor, total: page.total }], pageParams: [undefined] };
    },
  };
}

/** The Asset Library's first page, read for a whole page's load. */
export interface AssetLibraryFirstScreen {
  /** For the browser's data cache: the library changes in place (a search, the type filter, more pages). */
  state: DehydratedState;
  brandId: string;
  /** When the page was read: the query's time, by which the browser tells it is still the server's list. */
  readAt: number;
  assets: PortalAsset[];
}

/**
 * The first page of the brand the page renders in, newest first and unsearched, as GET /api/assets
 * answers it (docs/screens.md#asset-library); undefined where the browser loads it itself (a
 * client-side navigation, upstream proxy mode, no brand, or a failed read).
 */
export async function assetLibraryFirstScreen(): Promise<AssetLibraryFirstScreen | undefined> {
  const brand = await firstBrand();
  if (!brand) return undefined;
  const state = await prefetchFirstScreen(async () => [firstAssetPageRead(brand.id)]);
  const query = state?.queries[0];
  if (!state || !query || query.state.status !== "success") return undefined;
  const data = query.state.data as { pages: { assets: PortalAsset[] }[] };
  return { state, brandId: brand.id, readAt: query.state.dataUpdatedAt, assets: data.pages[0]?.assets ?? [] };
}

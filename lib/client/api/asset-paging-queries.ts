"use client";

import { useInfiniteQuery, type InfiniteData } from "@tanstack/react-query";
import { useBrand } from "@/lib/client/brand/brand-context";
import { apiRequest } from "@/lib/client/data/fetcher";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@/lib/contract/asset-paging";
import type { PortalAsset } from "@/lib/contract/assets";
import { queryKeys } from "@/lib/query-keys";
import { schemaOf } from "./schema-of";

const ASSETS_PATH = "/api/assets";
const assetListSchema = schemaOf("assets");

/** One page of GET /api/assets as read here: the body is the assets; the next cursor and the total are headers. */
export interface FetchedAssetPage {
  assets: PortalAsset[];
  nextCursor: string | undefined;
  total: number | undefined;
}

/** The library's orders: newest first (the default), or most read by the brand's customers. */
export type AssetSort = "newest" | "mostRead";

export async function fetchAssetPage(
  query: { brandId: string; search: string; cursor: string | undefined; sort?: AssetSort },
  signal?: AbortSignal,
): Promise<FetchedAssetPage> {
  const params = new URLSearchParams({ brandId: query.brandId });
  if (query.search) params.set("search", query.search);
  if (query.cursor) params.set("cursor", query.cursor);
  if (query.sort === "mostRead") params.set("sort", "mostRead");
  const [schema, response] = await Promise.all([
    assetListSchema(),
    apiRequest("GET", `${ASSETS_PATH}?${params}`, undefined, { signal }),
  ]);
  const total = response.headers.get(TOTAL_COUNT_HEADER);
  return {
    assets: schema.parse(await response.json()),
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || undefined,
    total: total === null ? undefined : Number(total),
  };
}

/** The loaded pages as one list, with the first page's total (or, from a backend without one, what was loaded). */
function joinPages(data: InfiniteData<FetchedAssetPage, string | undefined>): { assets: PortalAsset[]; total: number } {
  const assets = data.pages.flatMap((page) => page.assets);
  return { assets, total: data.pages[0]?.total ?? assets.length };
}

/**
 * The brand's assets, newest first, a page at a time (`fetchNextPage` loads more). The dashboard,
 * the Asset Library and the email builder share its first page. While a new search loads, the
 * previous results stay on screen, but never another brand's. Sent once a brand is chosen
 * (docs/rules.md#roles-and-permissions).
 */
export function useAssets(search = "", sort: AssetSort = "newest") {
  const brandId = useBrand().currentBrand?.id;
  const term = search.trim();
  // The newest-first key is the one the dashboard and the server's first paint share; only the other order adds to it.
  const key = queryKeys.assets(brandId, term);
  return useInfiniteQuery({
    queryKey: sort === "newest" ? key : [...key, sort],
    queryFn: ({ pageParam, signal }) =>
      fetchAssetPage({ brandId: brandId ?? "", search: term, cursor: pageParam, sort }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    enabled: Boolean(brandId),
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[1] as { brandId?: string } | undefined)?.brandId === brandId ? previous : undefined,
    select: joinPages,
  });
}

"use client";

import { useInfiniteQuery, useQuery, type InfiniteData } from "@tanstack/react-query";
import { useAuth } from "@/lib/client/auth/auth-context";
import { useBrand } from "@/lib/client/brand/brand-context";
import { apiRequest } from "@/lib/client/fetcher";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@/lib/contract/asset-pages";
import type { PortalAsset } from "@/lib/contract/assets";
import type { PortalCalendarEvent } from "@/lib/contract/calendar";
import type { PortalResource } from "@/lib/contract/resources";
import type { LinkStats, TrackedLink } from "@/lib/contract/tracked-links";
import type { PromoCodeResponse } from "@/lib/contract/user";

/**
 * The rep's queries. Keys follow the generic fetcher of SPEC §7: the path first, then its query.
 * Brand-scoped queries run only once a brand is chosen (SPEC §6); the rest only when signed in.
 */
export const portalKeys = {
  assets: (brandId: string | undefined, search = "") => ["/api/assets", { brandId, search }] as const,
  resources: (brandId: string | undefined) => ["/api/resources", { brandId }] as const,
  calendarEvents: (brandId: string | undefined) => ["/api/calendar-events", { brandId }] as const,
  trackedLinks: ["/api/tracked-links"] as const,
  linkStats: ["/api/link-tracking/stats"] as const,
  promoCode: ["/api/user/promo-code"] as const,
};

function useSignedIn(): boolean {
  return useAuth().state.status === "signedIn";
}

/** One page of GET /api/assets: the body is the assets; the next page's cursor and the total come as headers. */
export interface AssetPage {
  assets: PortalAsset[];
  nextCursor: string | undefined;
  total: number | undefined;
}

export async function fetchAssetPage(query: { brandId: string; search: string; cursor: string | undefined }, signal?: AbortSignal): Promise<AssetPage> {
  const params = new URLSearchParams({ brandId: query.brandId });
  if (query.search) params.set("search", query.search);
  if (query.cursor) params.set("cursor", query.cursor);
  const response = await apiRequest("GET", `/api/assets?${params}`, undefined, { signal });
  const total = response.headers.get(TOTAL_COUNT_HEADER);
  return {
    assets: (await response.json()) as PortalAsset[],
    nextCursor: response.headers.get(NEXT_CURSOR_HEADER) || undefined,
    total: total === null ? undefined : Number(total),
  };
}

/** The loaded pages as one list, with the first page's total (or, from a backend without one, what was loaded). */
function joinPages(data: InfiniteData<AssetPage, string | undefined>): { assets: PortalAsset[]; total: number } {
  const assets = data.pages.flatMap((page) => page.assets);
  return { assets, total: data.pages[0]?.total ?? assets.length };
}

/**
 * The brand's assets, newest first, a page at a time (`fetchNextPage` loads more). The dashboard,
 * the Asset Library and the email builder share its first page. While a new search loads, the
 * previous results stay on screen, but never another brand's.
 */
export function useAssets(search = "") {
  const brandId = useBrand().currentBrand?.id;
  const term = search.trim();
  return useInfiniteQuery({
    queryKey: portalKeys.assets(brandId, term),
    queryFn: ({ pageParam, signal }) => fetchAssetPage({ brandId: brandId ?? "", search: term, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
    enabled: Boolean(brandId),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1].brandId === brandId ? previous : undefined),
    select: joinPages,
  });
}

export function useResources() {
  const brandId = useBrand().currentBrand?.id;
  return useQuery<PortalResource[]>({ queryKey: portalKeys.resources(brandId), enabled: Boolean(brandId) });
}

export function useCalendarEvents() {
  const brandId = useBrand().currentBrand?.id;
  return useQuery<PortalCalendarEvent[]>({ queryKey: portalKeys.calendarEvents(brandId), enabled: Boolean(brandId) });
}

export function useTrackedLinks() {
  return useQuery<TrackedLink[]>({ queryKey: portalKeys.trackedLinks, enabled: useSignedIn() });
}

export function useLinkStats() {
  return useQuery<LinkStats>({ queryKey: portalKeys.linkStats, enabled: useSignedIn() });
}

export function usePromoCode() {
  return useQuery<PromoCodeResponse>({ queryKey: portalKeys.promoCode, enabled: useSignedIn() });
}

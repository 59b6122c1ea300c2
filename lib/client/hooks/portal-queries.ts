"use client";

import { useQuery } from "@tanstack/react-query";
import { useAuth } from "@/components/auth/auth-provider";
import { useBrand } from "@/components/brand/brand-provider";
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

export function useAssets(search = "") {
  const brandId = useBrand().currentBrand?.id;
  return useQuery<PortalAsset[]>({ queryKey: portalKeys.assets(brandId, search.trim()), enabled: Boolean(brandId) });
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

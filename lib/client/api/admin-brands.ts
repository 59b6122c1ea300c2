"use client";

import { useQuery } from "@tanstack/react-query";
import { apiRequest, parsedQueryFn } from "@/lib/client/data/fetcher";
import type { BrandCtaBody } from "@/lib/contract/brands";
import { useAdminMutation, type AdminListKey } from "./admin-mutation";
import { useIsAdmin } from "./signed-in";
import { schemaOf } from "./schema-of";

const adminBrandsKey: AdminListKey = ["/api/admin/brands"];

/** GET /api/admin/brands: every brand with its call to action. */
export function useAdminBrands() {
  return useQuery({
    queryKey: adminBrandsKey,
    queryFn: parsedQueryFn(schemaOf("adminBrands")),
    enabled: useIsAdmin(),
  });
}

/** PATCH /api/admin/brands/{id}: sets or removes (both null) the brand's call to action. */
export const useSetBrandCta = (brandId: string) =>
  useAdminMutation<BrandCtaBody>({
    mutationFn: (body) => apiRequest("PATCH", `${adminBrandsKey[0]}/${encodeURIComponent(brandId)}`, body),
    success: "Call to action saved",
    failure: "Failed to save the call to action",
    invalidates: [adminBrandsKey],
  });

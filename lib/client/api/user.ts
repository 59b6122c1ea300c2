"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/data/fetcher";
import { queryKeys } from "@/lib/query-keys";
import { useIsSignedIn } from "./signed-in";
import { schemaOf } from "./schema-of";

/** GET /api/user/promo-code: the signed-in rep's promo code. */
export function usePromoCode() {
  return useQuery({
    queryKey: queryKeys.promoCode,
    queryFn: parsedQueryFn(schemaOf("promoCode")),
    enabled: useIsSignedIn(),
  });
}

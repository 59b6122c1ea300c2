"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/fetcher";
import { useIsSignedIn } from "./signed-in";
import { schemaOf } from "./schema-of";

const PROMO_CODE_PATH = "/api/user/promo-code";

/** GET /api/user/promo-code: the signed-in rep's promo code. */
export function usePromoCode() {
  return useQuery({
    queryKey: [PROMO_CODE_PATH],
    queryFn: parsedQueryFn(schemaOf("promoCode")),
    enabled: useIsSignedIn(),
  });
}

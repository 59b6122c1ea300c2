"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/fetcher";
import { promoCodeResponseSchema } from "@/lib/contract/user";
import { useIsSignedIn } from "./signed-in";

const PROMO_CODE_PATH = "/api/user/promo-code";

/** GET /api/user/promo-code: the signed-in rep's promo code. */
export function usePromoCode() {
  return useQuery({
    queryKey: [PROMO_CODE_PATH],
    queryFn: parsedQueryFn(promoCodeResponseSchema),
    enabled: useIsSignedIn(),
  });
}

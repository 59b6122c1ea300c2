"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/data/fetcher";
import type { Brand } from "@/lib/contract/brands";
import { queryKeys } from "@/lib/query-keys";
import { schemaOf } from "./schema-of";

/**
 * GET /api/brands: every brand the portal offers. `initialData`: the server's list, which paints the
 * first screen, read at `readAt`; from 0 (a client-side navigation) it counts as stale, so the browser
 * loads the list again and a failed load is reported (docs/rules.md#toasts) while the server's list stays on screen.
 */
export function useBrands(initialData?: Brand[], readAt = 0) {
  return useQuery({
    queryKey: queryKeys.brands,
    queryFn: parsedQueryFn(schemaOf("brands")),
    initialData,
    initialDataUpdatedAt: readAt,
  });
}

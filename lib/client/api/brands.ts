"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/fetcher";
import type { Brand } from "@/lib/contract/brands";
import { schemaOf } from "./schema-of";

const BRANDS_PATH = "/api/brands";

/**
 * GET /api/brands: every brand the portal offers. `initialData`: the server's list, which paints the
 * first screen; it counts as stale, so the browser still loads the list as before and a failed load
 * is reported (SPEC §8) while the server's list stays on screen.
 */
export function useBrands(initialData?: Brand[]) {
  return useQuery({
    queryKey: [BRANDS_PATH],
    queryFn: parsedQueryFn(schemaOf("brands")),
    initialData,
    initialDataUpdatedAt: 0,
  });
}

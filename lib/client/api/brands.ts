"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/fetcher";
import { schemaOf } from "./schema-of";

const BRANDS_PATH = "/api/brands";

/** GET /api/brands: every brand the portal offers. */
export function useBrands() {
  return useQuery({ queryKey: [BRANDS_PATH], queryFn: parsedQueryFn(schemaOf("brands")) });
}

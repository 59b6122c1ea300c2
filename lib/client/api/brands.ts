"use client";

import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { parsedQueryFn } from "@/lib/client/fetcher";
import { brandSchema } from "@/lib/contract/brands";

const BRANDS_PATH = "/api/brands";
const brandListSchema = z.array(brandSchema);

/** GET /api/brands: every brand the portal offers. */
export function useBrands() {
  return useQuery({ queryKey: [BRANDS_PATH], queryFn: parsedQueryFn(brandListSchema) });
}

"use client";

import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useBrand } from "@/lib/client/brand/brand-context";
import { parsedQueryFn, type LazySchema } from "@/lib/client/data/fetcher";
import { queryKeys } from "@/lib/query-keys";

/** GET {path}?brandId= for the chosen brand; sent once a brand is chosen (docs/rules.md#roles-and-permissions). */
export function useBrandQuery<S extends z.ZodType>(path: string, schema: LazySchema<S>) {
  const brandId = useBrand().currentBrand?.id;
  return useQuery({
    queryKey: queryKeys.brandList(path, brandId),
    queryFn: parsedQueryFn(schema),
    enabled: Boolean(brandId),
  });
}

"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/data/fetcher";
import type { ContentSort } from "@/lib/contract/content-scorecard";
import { useIsAdmin } from "./signed-in";
import { schemaOf } from "./schema-of";

/** What the Content tab asks for: a period (days, or from and to), a brand, a sort and a search. */
export interface ContentFilters {
  days: string;
  from: string;
  to: string;
  brandId: string;
  sort: ContentSort;
  dir: "asc" | "desc";
  q: string;
}

/** The query parameters of a filter set: the period is days or from/to, never both; empty ones left out. */
export function contentParams(filters: Partial<ContentFilters>): Record<string, string> {
  const period = filters.from && filters.to ? { from: filters.from, to: filters.to } : { days: filters.days ?? "30" };
  const all: Record<string, string | undefined> = {
    ...period,
    brandId: filters.brandId,
    sort: filters.sort,
    dir: filters.dir,
    q: filters.q?.trim(),
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

const contentPageFn = parsedQueryFn(schemaOf("contentPage"));

/** GET /api/admin/content, a page at a time (`fetchNextPage` loads more). */
export function useContentScorecard(filters: ContentFilters) {
  const params = contentParams(filters);
  return useInfiniteQuery({
    queryKey: ["/api/admin/content", params] as const,
    queryFn: ({ pageParam, signal, client, meta }) =>
      contentPageFn({
        queryKey: ["/api/admin/content", pageParam ? { ...params, cursor: pageParam } : params],
        signal,
        client,
        meta,
      }),
    initialPageParam: "",
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: useIsAdmin(),
    placeholderData: (previous) => previous,
  });
}

/** GET /api/admin/content/never-shared for the tab's period and brand. */
export function useNeverShared(filters: ContentFilters) {
  const { days, from, to, brandId } = contentParams(filters);
  return useQuery({
    queryKey: ["/api/admin/content/never-shared", { days, from, to, brandId }],
    queryFn: parsedQueryFn(schemaOf("neverShared")),
    enabled: useIsAdmin(),
  });
}

/** GET /api/admin/content/{assetId} for the tab's period and brand; asked only while open. */
export function useContentDetail(assetId: string | null, filters: ContentFilters) {
  const { days, from, to, brandId } = contentParams(filters);
  return useQuery({
    queryKey: [`/api/admin/content/${assetId}`, { days, from, to, brandId }],
    queryFn: parsedQueryFn(schemaOf("contentDetail")),
    enabled: useIsAdmin() && assetId !== null,
  });
}

/** The Content list's CSV with the tab's filters (a plain download link, streamed by the server). */
export const contentExportUrl = (filters: ContentFilters) =>
  `/api/admin/exports/content?${new URLSearchParams(contentParams(filters))}`;

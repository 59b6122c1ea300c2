"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/data/fetcher";
import type { HitExportQuery } from "@/lib/contract/admin-reports";
import { useIsAdmin } from "./signed-in";
import { schemaOf } from "./schema-of";

export const repFunnelKey = ["/api/admin/funnel"] as const;
const recentQuotesKey = ["/api/admin/quotes"] as const;

/** GET /api/admin/funnel: per rep, shares, human opens and clicks, quotes and conversion. */
export function useRepFunnel() {
  return useQuery({ queryKey: repFunnelKey, queryFn: parsedQueryFn(schemaOf("repFunnel")), enabled: useIsAdmin() });
}

/** GET /api/admin/quotes: the newest quotes with their rep and attribution. */
export function useRecentQuotes() {
  return useQuery({
    queryKey: recentQuotesKey,
    queryFn: parsedQueryFn(schemaOf("recentQuotes")),
    enabled: useIsAdmin(),
  });
}

/**
 * The streamed CSV downloads (GET, signed in by the session cookie): a plain link with `download`
 * saves the server's file as it arrives, so no export is ever built in the browser.
 */
export const exportUrls = {
  users: "/api/admin/exports/users",
  links: "/api/admin/exports/links",
  funnel: "/api/admin/exports/funnel",
  hits: ({ from, to }: HitExportQuery) => `/api/admin/exports/hits?${new URLSearchParams({ from, to })}`,
};

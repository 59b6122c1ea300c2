"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/data/fetcher";
import { repFunnelKey } from "./admin-reports";
import { useIsAdmin } from "./signed-in";
import { schemaOf } from "./schema-of";

const analyticsKey = ["/api/admin/analytics"] as const;
const linkStatsKey = ["/api/admin/link-stats"] as const;

/** The Analytics tab's figures, refetched after every admin change. */
export const adminFigureKeys = [analyticsKey, linkStatsKey, repFunnelKey];

/** GET /api/admin/analytics. */
export function useAdminAnalytics() {
  return useQuery({
    queryKey: analyticsKey,
    queryFn: parsedQueryFn(schemaOf("adminAnalytics")),
    enabled: useIsAdmin(),
  });
}

/** GET /api/admin/link-stats: clicks over every link and the top links. */
export function useAdminLinkStats() {
  return useQuery({
    queryKey: linkStatsKey,
    queryFn: parsedQueryFn(schemaOf("adminLinkStats")),
    enabled: useIsAdmin(),
  });
}

"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/data/fetcher";
import { useAdminDelete, type AdminListKey } from "./admin-mutation";
import { useIsAdmin } from "./signed-in";
import { schemaOf } from "./schema-of";

const trackedLinksKey: AdminListKey = ["/api/admin/tracked-links"];

/** GET /api/admin/tracked-links: every rep's links, newest first. */
export function useAdminTrackedLinks() {
  return useQuery({
    queryKey: trackedLinksKey,
    queryFn: parsedQueryFn(schemaOf("adminTrackedLinks")),
    enabled: useIsAdmin(),
  });
}

/** DELETE /api/admin/tracked-links/{id}: the short URL stops; its clicks stay in the totals. */
export const useDeleteTrackedLink = () =>
  useAdminDelete(trackedLinksKey, {
    success: "Link deleted successfully",
    failure: "Failed to delete link",
  });

"use client";

import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { parsedQueryFn } from "@/lib/client/fetcher";
import { adminTrackedLinkSchema } from "@/lib/contract/admin-links";
import { useAdminDelete, type AdminListKey } from "./admin-mutation";
import { useIsAdmin } from "./signed-in";

const trackedLinksKey: AdminListKey = ["/api/admin/tracked-links"];
const linkListSchema = z.array(adminTrackedLinkSchema);

/** GET /api/admin/tracked-links: every rep's links, newest first. */
export function useAdminTrackedLinks() {
  return useQuery({ queryKey: trackedLinksKey, queryFn: parsedQueryFn(linkListSchema), enabled: useIsAdmin() });
}

/** DELETE /api/admin/tracked-links/{id}: the short URL stops; its clicks stay in the totals. */
export const useDeleteTrackedLink = () => useAdminDelete(trackedLinksKey, "link");

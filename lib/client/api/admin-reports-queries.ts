"use client";

import type { HitExportQuery } from "@/lib/contract/admin-reports";

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

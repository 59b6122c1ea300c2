import "server-only";
import { redirect } from "next/navigation";
import { z } from "zod";
import type { PortalUser } from "@/lib/contract/auth";
import { analyticsSchema } from "@/lib/contract/admin-analytics";
import { adminLinkStatsSchema } from "@/lib/contract/admin-links";
import { recentQuotesSchema, repFunnelSchema } from "@/lib/contract/admin-reports";
import { adminUserSchema } from "@/lib/contract/admin-users";
import { adminLinkStats } from "@/lib/server/links/all-links";
import { analytics } from "@/lib/server/reports/analytics-report";
import { recentQuotes } from "@/lib/server/reports/recent-quotes";
import { repFunnel } from "@/lib/server/reports/rep-funnel";
import { hasAdminRights, renderUser } from "@/lib/server/session/session";
import { listPortalUsers } from "@/lib/server/users/user-accounts";
import { readForScreen } from "./screen-read";

/**
 * /admin's render goes on only for a user with admin rights (the one rule, `hasAdminRights`, that
 * the admin API applies): anyone else is sent where the request gate sends them (/login, or /)
 * before any admin data is read, so a render the gate did not stop still carries none.
 */
export async function requireAdminRender(): Promise<PortalUser> {
  const signedIn = await renderUser();
  if (!signedIn) redirect("/login");
  if (!hasAdminRights(signedIn.user)) redirect("/");
  return signedIn.user;
}

/** The Analytics tab's five reads, each as its admin API call reads it (docs/screens.md#analytics-tab). */
export async function adminAnalyticsReads() {
  await requireAdminRender();
  const [analyticsRead, users, linkStats, funnel, quotes] = await Promise.all([
    readForScreen({ path: "/api/admin/analytics", schema: analyticsSchema, read: (db) => analytics(db) }),
    readForScreen({ path: "/api/admin/users", schema: z.array(adminUserSchema), read: (db) => listPortalUsers(db) }),
    readForScreen({ path: "/api/admin/link-stats", schema: adminLinkStatsSchema, read: (db) => adminLinkStats(db) }),
    readForScreen({ path: "/api/admin/funnel", schema: repFunnelSchema, read: (db) => repFunnel(db) }),
    readForScreen({ path: "/api/admin/quotes", schema: recentQuotesSchema, read: (db) => recentQuotes(db) }),
  ]);
  return { analytics: analyticsRead, users, linkStats, funnel, quotes };
}

/**
 * The Users tab's list as GET /api/admin/users answers it, read on every render of the tab (a change
 * made on it refreshes the page's server render), after the admin rights are checked.
 */
export async function adminUsersRead() {
  await requireAdminRender();
  return readForScreen({
    path: "/api/admin/users",
    schema: z.array(adminUserSchema),
    read: (db) => listPortalUsers(db),
  });
}

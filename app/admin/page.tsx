import { HydrationBoundary } from "@tanstack/react-query";
import { Suspense } from "react";
import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { adminTabOf } from "@/components/admin/admin-tab-names";
import { AnalyticsPanel } from "@/components/admin/analytics/analytics-panel";
import { adminAnalyticsReads, adminUsersQueries, requireAdminRender } from "@/lib/server/first-screen/admin-screen";

/**
 * /admin (docs/screens.md#admin-area): admin rights are checked on the server before anything is
 * read; the open tab's data comes with the page: Analytics rendered on the server, the Users list in
 * the browser's data cache (it changes in place); the other tabs load theirs in the browser.
 */
export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  await requireAdminRender();
  const current = adminTabOf((await searchParams).tab);
  const [analytics, users] = await Promise.all([
    current === "analytics" ? adminAnalyticsReads() : undefined,
    current === "users" ? adminUsersQueries() : undefined,
  ]);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="text-muted-foreground">Manage users, assets, resources, tracked links and calendar events.</p>
      </header>
      <HydrationBoundary state={users}>
        {/* The tab strip reads the address's other parameters (useSearchParams). */}
        <Suspense>
          <AdminDashboard current={current} analytics={analytics && <AnalyticsPanel reads={analytics} />} />
        </Suspense>
      </HydrationBoundary>
    </div>
  );
}

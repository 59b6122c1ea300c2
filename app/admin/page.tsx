import { Suspense } from "react";
import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { adminTabOf } from "@/components/admin/admin-tab-names";
import { AnalyticsPanel } from "@/components/admin/analytics/analytics-panel";
import { UsersTab } from "@/components/admin/users/users-tab";
import { adminAnalyticsReads, adminUsersRead, requireAdminRender } from "@/lib/server/first-screen/admin-screen";

/** The open tab rendered on the server (Analytics and Users), or undefined for a tab the browser renders. */
async function serverTab(current: string, selfId: string) {
  if (current === "analytics") return <AnalyticsPanel reads={await adminAnalyticsReads()} />;
  if (current === "users") return <UsersTab read={await adminUsersRead()} selfId={selfId} />;
  return undefined;
}

/**
 * /admin (docs/screens.md#admin-area): admin rights are checked on the server before anything is
 * read; Analytics and Users are rendered on the server with their data (a change on Users renders
 * the page again), the other tabs load theirs in the browser.
 */
export default async function AdminPage({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const admin = await requireAdminRender();
  const current = adminTabOf((await searchParams).tab);
  const rendered = await serverTab(current, admin.id);
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">Admin Dashboard</h1>
        <p className="text-muted-foreground">Manage users, assets, resources, tracked links and calendar events.</p>
      </header>
      {/* The tab strip reads the address's other parameters (useSearchParams). */}
      <Suspense>
        <AdminDashboard current={current} rendered={rendered} />
      </Suspense>
    </div>
  );
}

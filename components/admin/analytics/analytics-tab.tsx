"use client";

import { LoadingState } from "@/components/layout/loading-state";
import { useAdminAnalytics, useAdminLinkStats } from "@/lib/client/api/admin-analytics";
import { useAdminUsers } from "@/lib/client/api/admin-users";
import { useQueryErrorToast } from "@/lib/client/hooks/use-query-error-toast";
import { AnalyticsStats } from "./analytics-stats";
import { ClicksPerDayChart } from "./clicks-per-day-chart";
import { RecentUsersCard } from "./recent-users-card";
import { TopLinksCard } from "./top-links-card";

/** The admin Analytics tab (SPEC §2): a spinner until all three queries settle, then what loaded. */
export function AnalyticsTab() {
  const analytics = useAdminAnalytics();
  const users = useAdminUsers();
  const linkStats = useAdminLinkStats();
  useQueryErrorToast(analytics.error, "Error loading analytics");
  useQueryErrorToast(users.error, "Error loading users");
  useQueryErrorToast(linkStats.error, "Error loading link stats");

  if (analytics.isPending || users.isPending || linkStats.isPending) {
    return <LoadingState label="Loading analytics..." />;
  }

  return (
    <div className="space-y-6">
      <AnalyticsStats analytics={analytics.data} />
      <ClicksPerDayChart days={analytics.data?.clicksPerDay} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TopLinksCard links={linkStats.data?.topLinks ?? []} status={linkStats.status} />
        <RecentUsersCard users={users.data ?? []} status={users.status} />
      </div>
    </div>
  );
}

"use client";

import { LoadingState } from "@/components/layout/loading-state";
import { useAdminAnalytics, useAdminLinkStats } from "@/lib/client/api/admin-analytics";
import { useRecentQuotes, useRepFunnel } from "@/lib/client/api/admin-reports";
import { useAdminUsers } from "@/lib/client/api/admin-users";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";
import { AnalyticsStats } from "./analytics-stats";
import { ClicksPerDayChart } from "./clicks-per-day-chart";
import { ExportCsvCard } from "./export-csv-card";
import { RecentQuotesCard } from "./recent-quotes-card";
import { RecentUsersCard } from "./recent-users-card";
import { RepFunnelCard } from "./rep-funnel-card";
import { TopLinksCard } from "./top-links-card";

/**
 * The admin Analytics tab (docs/screens.md#analytics-tab): a spinner until its three queries settle, then what loaded;
 * below, the rep funnel, the recent quotes (each card loads on its own) and the CSV exports.
 */
export function AnalyticsTab() {
  const analytics = useAdminAnalytics();
  const users = useAdminUsers();
  const linkStats = useAdminLinkStats();
  useQueryErrorToast(analytics.error, "Error loading analytics");
  useQueryErrorToast(users.error, "Error loading users");
  useQueryErrorToast(linkStats.error, "Error loading link stats");
  const funnel = useRepFunnel();
  const quotes = useRecentQuotes();
  useQueryErrorToast(funnel.error, "Error loading funnel");
  useQueryErrorToast(quotes.error, "Error loading quotes");

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
      <RepFunnelCard rows={funnel.data ?? []} status={funnel.status} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentQuotesCard quotes={quotes.data ?? []} status={quotes.status} />
        <ExportCsvCard />
      </div>
    </div>
  );
}

import type { Analytics } from "@/lib/contract/admin-analytics";
import type { AdminLinkStats } from "@/lib/contract/admin-links";
import type { RecentQuote, RepFunnelRow } from "@/lib/contract/admin-reports";
import type { AdminUser } from "@/lib/contract/admin-users";
import type { ScreenRead } from "@/lib/contract/screen-read-result";
import { AnalyticsStats } from "./analytics-stats";
import { LazyExportCsvCard, LazyRepFunnelCard } from "./analytics-islands";
import { ClicksPerDayChart } from "./clicks-per-day-chart";
import { ReadFailureToasts, type NamedFailure } from "./read-failure-toasts";
import { RecentQuotesCard } from "./recent-quotes-card";
import { RecentUsersCard } from "./recent-users-card";
import { TopLinksCard } from "./top-links-card";

/** The Analytics tab's reads, each as its admin API call answers it (GET /api/admin/analytics, ...). */
export interface AnalyticsReads {
  analytics: ScreenRead<Analytics>;
  users: ScreenRead<AdminUser[]>;
  linkStats: ScreenRead<AdminLinkStats>;
  funnel: ScreenRead<RepFunnelRow[]>;
  quotes: ScreenRead<RecentQuote[]>;
}

/** Each read's toast title when it fails. */
const FAILURE_TITLES: Record<keyof AnalyticsReads, string> = {
  analytics: "Error loading analytics",
  users: "Error loading users",
  linkStats: "Error loading link stats",
  funnel: "Error loading funnel",
  quotes: "Error loading quotes",
};

const dataOf = <T,>(read: ScreenRead<T>): T | undefined => ("data" in read ? read.data : undefined);
const statusOf = (read: ScreenRead<unknown>) => ("data" in read ? "success" : "error");

/**
 * The admin Analytics tab (docs/screens.md#analytics-tab), rendered on the server from its reads:
 * the four cards, the clicks chart and the two short tables are markup only; the rep funnel (its
 * sort) and the CSV exports (the date range), whose code loads after the page's, and the toasts of
 * failed reads are the client's islands.
 */
export function AnalyticsPanel({ reads }: { reads: AnalyticsReads }) {
  const failures: NamedFailure[] = (Object.keys(FAILURE_TITLES) as (keyof AnalyticsReads)[]).flatMap((name) => {
    const read = reads[name];
    return "failure" in read ? [{ title: FAILURE_TITLES[name], failure: read.failure }] : [];
  });
  return (
    <div className="space-y-6">
      <ReadFailureToasts failures={failures} />
      <AnalyticsStats analytics={dataOf(reads.analytics)} />
      <ClicksPerDayChart days={dataOf(reads.analytics)?.clicksPerDay} />
      <div className="grid gap-6 lg:grid-cols-2">
        <TopLinksCard links={dataOf(reads.linkStats)?.topLinks ?? []} status={statusOf(reads.linkStats)} />
        <RecentUsersCard users={dataOf(reads.users) ?? []} status={statusOf(reads.users)} />
      </div>
      <LazyRepFunnelCard rows={dataOf(reads.funnel) ?? []} status={statusOf(reads.funnel)} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentQuotesCard quotes={dataOf(reads.quotes) ?? []} status={statusOf(reads.quotes)} />
        <LazyExportCsvCard />
      </div>
    </div>
  );
}

import { LinkIcon, MousePointerClickIcon, PercentIcon, UsersIcon } from "lucide-react";
import { StatCard } from "@/components/shared/stat-card";
import type { Analytics } from "@/lib/contract/admin-analytics";
import { formatCount, formatPercent } from "./figures";

const UNAVAILABLE = "Could not be loaded";

/**
 * The four analytics cards (docs/screens.md#analytics-tab): Total Users, Total Links, Total Clicks, Conversion Rate.
 */
export function AnalyticsStats({ analytics }: { analytics: Analytics | undefined }) {
  const count = (value: number | undefined) => (value === undefined ? "–" : formatCount(value));
  const detail = (text: (a: Analytics) => string) => (analytics ? text(analytics) : UNAVAILABLE);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        title="Total Users"
        icon={UsersIcon}
        value={count(analytics?.totalUsers)}
        detail={detail((a) => `${formatCount(a.newUsersThisMonth)} new this month`)}
      />
      <StatCard
        title="Total Links"
        icon={LinkIcon}
        value={count(analytics?.totalLinks)}
        detail={detail((a) => `${formatCount(a.linksCreatedThisMonth)} created this month`)}
      />
      <StatCard
        title="Total Clicks"
        icon={MousePointerClickIcon}
        value={count(analytics?.totalClicks)}
        detail={detail((a) => `${formatCount(a.clicksThisMonth)} clicks this month`)}
      />
      <StatCard
        title="Conversion Rate"
        icon={PercentIcon}
        value={analytics ? formatPercent(analytics.conversionRate) : "–"}
        detail={analytics ? "From link clicks to quotes" : UNAVAILABLE}
      />
    </div>
  );
}

"use client";

import Link from "next/link";
import { FileTextIcon, FolderOpenIcon, MousePointerClickIcon, TicketIcon } from "lucide-react";
import { StatCard } from "@/components/shared/stat-card";
import { useStoredTemplates } from "@/components/templates/use-stored-templates";
import { useBrand } from "@/lib/client/brand/brand-context";
import { useAssets } from "@/lib/client/api/asset-paging-queries";
import { useLinkStats } from "@/lib/client/api/tracked-links-queries";
import { usePromoCode } from "@/lib/client/api/user-queries";
import { isRecent } from "@/lib/client/templates/templates-storage";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";

/**
 * What the Link Clicks figure counts, in Activity's terms (the same figures, summed on the server),
 * what came in since the rep last opened Activity, and the way there.
 */
function LinkClicksDetail({ days, unseen }: { days: number | undefined; unseen: number | undefined }) {
  return (
    <>
      Asset engagement
      <span className="block">
        People&apos;s clicks on your links, opens of your shares and visits of your rooms
        {days ? `, last ${days} days` : ""}
      </span>
      {unseen ? (
        <Link href="/activity" className="block font-medium text-foreground underline underline-offset-4">
          {unseen} new since you last looked
        </Link>
      ) : null}
      <Link href="/activity" className="font-medium text-foreground underline underline-offset-4">
        See Activity
      </Link>
    </>
  );
}

/** The four stat cards (docs/screens.md#dashboard): Email Templates, Active Assets, Link Clicks, Your Promo Code. */
export function DashboardStats() {
  const templates = useStoredTemplates();
  const brandName = useBrand().currentBrand?.name ?? "Brand";
  const assets = useAssets();
  const stats = useLinkStats();
  const promo = usePromoCode();
  useQueryErrorToast(stats.error, "Error loading link clicks");
  useQueryErrorToast(promo.error, "Error loading promo code");
  const recent = templates.filter((template) => isRecent(template)).length;

  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        title="Email Templates"
        icon={FileTextIcon}
        value={templates.length}
        detail={`${recent} created this week`}
      />
      <StatCard
        title="Active Assets"
        icon={FolderOpenIcon}
        value={assets.isError ? "–" : assets.data?.total}
        detail={`${brandName} resources`}
      />
      <StatCard
        title="Link Clicks"
        icon={MousePointerClickIcon}
        value={
          stats.isError
            ? "–"
            : stats.data && stats.data.recent.clicks + stats.data.recent.opens + stats.data.recent.visits
        }
        detail={<LinkClicksDetail days={stats.data?.recent.days} unseen={stats.data?.recent.newSinceLook} />}
      />
      <StatCard
        title="Your Promo Code"
        icon={TicketIcon}
        value={promo.isError ? "Unavailable" : promo.data?.promoCode}
        loadingText="Loading..."
        detail={promo.data ? "Share with customers" : "\u00a0"}
      />
    </div>
  );
}

"use client";

import { FileTextIcon, FolderOpenIcon, MousePointerClickIcon, TicketIcon } from "lucide-react";
import { StatCard } from "@/components/shared/stat-card";
import { useBrand } from "@/lib/client/brand/brand-context";
import { useAssets } from "@/lib/client/api/asset-pages";
import { useLinkStats } from "@/lib/client/api/tracked-links";
import { usePromoCode } from "@/lib/client/api/user";
import { isRecent, type EmailTemplate } from "@/lib/client/templates-storage";
import { useQueryErrorToast } from "@/lib/client/hooks/use-query-error-toast";

/** The four stat cards of SPEC §2: Email Templates, Active Assets, Link Clicks, Your Promo Code. */
export function DashboardStats({ templates }: { templates: EmailTemplate[] }) {
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
        value={stats.isError ? "–" : stats.data?.totalClicks}
        detail="Asset engagement"
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

"use client";

import dynamic from "next/dynamic";
import { PageHeader } from "@/components/shared/page-header";
import { useBrand } from "@/lib/client/brand/brand-context";
import { Skeleton } from "@/components/ui/skeleton";
import { DocumentationList } from "./documentation-list";
import { InfoTiles } from "./info-tiles";
import { RecentUpdatesCard } from "./recent-updates-card";
import { SalesCalendarCard } from "./sales-calendar-card";
import { TemplatesCard } from "./templates-card";

/** The guide is the last card of the main column, below the fold: its accordion's code loads after the page. */
const CommissionGuide = dynamic(() => import("./commission-guide").then((module) => module.CommissionGuide), {
  ssr: false,
  loading: () => <Skeleton className="h-72 rounded-xl" />,
});

/**
 * The Resource Center (docs/screens.md#resource-center): tiles, documentation, templates, commission guide, updates and
 * calendar.
 */
export function ResourceCenter() {
  const brandName = useBrand().currentBrand?.name;
  return (
    <section aria-labelledby="resource-center-title" className="space-y-6">
      <PageHeader id="resource-center-title" title="Resource Center">
        Training, pricing, templates and commission guidance{brandName ? ` for ${brandName}` : ""}.
      </PageHeader>
      <InfoTiles />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <DocumentationList />
          <TemplatesCard brandName={brandName ?? "our company"} />
          <CommissionGuide />
        </div>
        <div className="min-w-0 space-y-6">
          <RecentUpdatesCard />
          <SalesCalendarCard />
        </div>
      </div>
    </section>
  );
}

"use client";

import { FolderOpenIcon, MailIcon } from "lucide-react";
import { useBrand } from "@/lib/client/brand/brand-context";
import { ButtonLinks, type ButtonLink } from "@/components/shared/button-links";
import { useStoredTemplates } from "@/components/templates/use-stored-templates";
import { Skeleton } from "@/components/ui/skeleton";
import { DashboardStats } from "./dashboard-stats";
import { QuickActionsCard } from "./quick-actions-card";
import { QuickAssetsCard } from "./quick-assets-card";
import { RecentTemplatesCard } from "./recent-templates-card";

const SHORTCUTS: ButtonLink[] = [
  { href: "/communications", icon: MailIcon, label: "Email Templates" },
  { href: "/assets", icon: FolderOpenIcon, label: "Share Assets" },
];

/**
 * The dashboard at / (docs/screens.md#dashboard): title, tagline, stat cards, recent templates, quick assets and
 * actions.
 */
export function Dashboard() {
  const { currentBrand, isLoading } = useBrand();
  const templates = useStoredTemplates();
  return (
    <section className="grid gap-6" aria-labelledby="dashboard-title">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          {isLoading ? (
            <Skeleton className="h-9 w-72" />
          ) : (
            <h1 id="dashboard-title" className="text-3xl font-bold tracking-tight">
              {currentBrand?.name ?? "Sales Rep"} Dashboard
            </h1>
          )}
          <p className="text-muted-foreground">Rent - Play - Fundraise</p>
        </div>
        <ButtonLinks links={SHORTCUTS} />
      </header>
      <DashboardStats templates={templates} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentTemplatesCard templates={templates} />
        <QuickAssetsCard />
      </div>
      <QuickActionsCard />
    </section>
  );
}

"use client";

import Link from "next/link";
import { FolderOpenIcon, MailIcon } from "lucide-react";
import { useBrand } from "@/lib/client/brand/brand-context";
import { useStoredTemplates } from "@/components/templates/use-stored-templates";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { DashboardStats } from "./dashboard-stats";
import { QuickActionsCard } from "./quick-actions-card";
import { QuickAssetsCard } from "./quick-assets-card";
import { RecentTemplatesCard } from "./recent-templates-card";

/** The dashboard at / (SPEC §2): title, tagline, stat cards, recent templates, quick assets and actions. */
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
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/communications">
              <MailIcon aria-hidden="true" />
              Email Templates
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/assets">
              <FolderOpenIcon aria-hidden="true" />
              Share Assets
            </Link>
          </Button>
        </div>
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

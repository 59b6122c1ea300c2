"use client";

import { useBrand } from "@/lib/client/brand/brand-context";
import { Skeleton } from "@/components/ui/skeleton";

/** '{brand name} Dashboard', which follows the brand switcher. */
export function DashboardTitle() {
  const { currentBrand, isLoading } = useBrand();
  if (isLoading) return <Skeleton className="h-9 w-72" />;
  return (
    <h1 id="dashboard-title" className="text-3xl font-bold tracking-tight">
      {currentBrand?.name ?? "Sales Rep"} Dashboard
    </h1>
  );
}

"use client";

import { ChevronsUpDownIcon } from "lucide-react";
import { useBrand } from "@/lib/client/brand/brand-context";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { BrandCodeBadge } from "./brand-code-badge";
import { lazyPopup } from "./lazy-popup";

const BrandMenu = lazyPopup(() => import("./brand-menu").then((module) => module.BrandMenu), "menu");

/** The top bar's dropdown of brands; choosing one re-themes the portal and is remembered. */
export function BrandSwitcher() {
  const { currentBrand, isLoading } = useBrand();
  if (isLoading) return <Skeleton className="h-9 w-40 md:w-48" aria-hidden="true" />;
  if (!currentBrand) return null;

  return (
    <BrandMenu
      trigger={
        <Button variant="outline" className="h-9 min-w-0 shrink gap-2 px-2">
          <BrandCodeBadge brand={currentBrand} />
          <span className="sr-only">Brand:</span>
          <span className="max-w-32 truncate sm:max-w-48">{currentBrand.name}</span>
          <ChevronsUpDownIcon className="text-muted-foreground" aria-hidden="true" />
        </Button>
      }
    />
  );
}

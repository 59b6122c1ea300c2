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
        <Button variant="outline" className="h-9 min-w-0 shrink gap-1.5 px-1.5 sm:gap-2 sm:px-2">
          <BrandCodeBadge brand={currentBrand} />
          {/* "Brand:" inside the name's box: as a flex item of its own it would take a gap of the phone's width. */}
          <span className="relative max-w-40 truncate sm:max-w-48">
            <span className="sr-only">Brand: </span>
            {currentBrand.name}
          </span>
          {/* As the user menu's chevron: left out on a phone, where the brand's name needs the room. */}
          <ChevronsUpDownIcon className="text-muted-foreground max-sm:hidden" aria-hidden="true" />
        </Button>
      }
    />
  );
}

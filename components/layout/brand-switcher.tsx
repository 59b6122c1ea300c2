"use client";

import { CheckIcon, ChevronsUpDownIcon } from "lucide-react";
import { useBrand } from "@/components/brand/brand-provider";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import type { Brand } from "@/lib/contract/brands";

/** The brand's code in capitals on its primary colour (white text, SPEC §9). */
function BrandCodeBadge({ brand }: { brand: Brand }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex h-6 w-11 shrink-0 items-center justify-center rounded-md text-[11px] font-bold tracking-wide text-white shadow-xs"
      style={{ backgroundColor: brand.primaryColor }}
    >
      {brand.code.toUpperCase()}
    </span>
  );
}

/** The top bar's dropdown of brands; choosing one re-themes the portal and is remembered. */
export function BrandSwitcher() {
  const { brands, currentBrand, setBrandCode, isLoading } = useBrand();
  if (isLoading) return <Skeleton className="h-9 w-40 md:w-48" aria-hidden="true" />;
  if (!currentBrand) return null;

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="h-9 min-w-0 gap-2 px-2">
          <BrandCodeBadge brand={currentBrand} />
          <span className="sr-only">Brand:</span>
          <span className="max-w-32 truncate sm:max-w-48">{currentBrand.name}</span>
          <ChevronsUpDownIcon className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="w-64">
        <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Switch brand</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {brands.map((brand) => {
          const current = brand.code === currentBrand.code;
          return (
            <DropdownMenuItem key={brand.id} onSelect={() => setBrandCode(brand.code)} className="gap-3">
              <BrandCodeBadge brand={brand} />
              <span className="flex-1 truncate">{brand.name}</span>
              {current && (
                <>
                  <CheckIcon aria-hidden="true" />
                  <span className="sr-only">(current)</span>
                </>
              )}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

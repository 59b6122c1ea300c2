"use client";

import { CheckIcon } from "lucide-react";
import { useBrand } from "@/lib/client/brand/brand-context";
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { BrandCodeBadge } from "./brand-code-badge";
import type { PopupProps } from "./lazy-popup";
import { PopupMenu } from "./popup-menu";

/** The brand switcher's menu, loaded on its first use: every brand, the current one checked. */
export function BrandMenu(props: PopupProps) {
  const { brands, currentBrand, setBrandCode } = useBrand();
  return (
    <PopupMenu {...props} align="start">
      <DropdownMenuLabel className="text-xs font-medium text-muted-foreground">Switch brand</DropdownMenuLabel>
      <DropdownMenuSeparator />
      {brands.map((brand) => {
        const current = brand.code === currentBrand?.code;
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
    </PopupMenu>
  );
}

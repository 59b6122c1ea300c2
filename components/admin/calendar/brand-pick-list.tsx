"use client";

import { useBrand } from "@/lib/client/brand/brand-context";
import { CheckboxField } from "@/components/ui/checkbox";
import { FieldHint } from "@/components/ui/form-field";
import { NO_BRAND_HINT } from "@/lib/contract/admin-common";

interface BrandPickListProps {
  idPrefix: string;
  allBrands: boolean;
  onAllBrandsChange: (all: boolean) => void;
  brandIds: string[];
  onBrandIdsChange: (ids: string[]) => void;
  /** A submit was tried without a brand: the hint reads as an error. */
  invalid: boolean;
}

/**
 * 'Assign to all brands', or brands ticked in a list that scrolls at 8rem (docs/rules.md#types-and-defaults). Ticking
 * all brands clears the ticked ones (docs/rules.md#admin-dialogs); with neither, the hint of
 * docs/rules.md#admin-create-forms shows, as an error once `invalid`.
 */
export function BrandPickList({
  idPrefix,
  allBrands,
  onAllBrandsChange,
  brandIds,
  onBrandIdsChange,
  invalid,
}: BrandPickListProps) {
  const { brands, isLoading } = useBrand();
  const hintId = `${idPrefix}-brands-hint`;
  const missing = !allBrands && brandIds.length === 0;

  function toggle(id: string, checked: boolean) {
    onBrandIdsChange(checked ? [...brandIds, id] : brandIds.filter((brandId) => brandId !== id));
  }

  return (
    <fieldset className="grid content-start gap-3" aria-describedby={missing ? hintId : undefined}>
      <legend className="mb-3 text-sm font-medium">Brands</legend>
      <CheckboxField
        id={`${idPrefix}-all-brands`}
        label="Assign to all brands"
        checked={allBrands}
        aria-invalid={(invalid && missing) || undefined}
        aria-describedby={invalid && missing ? hintId : undefined}
        onCheckedChange={(checked) => {
          onAllBrandsChange(checked);
          if (checked) onBrandIdsChange([]);
        }}
      />
      {!allBrands && (
        <div
          role="group"
          aria-label="Brands to assign"
          className="grid max-h-32 gap-2.5 overflow-y-auto rounded-md border p-3"
        >
          {isLoading ? (
            <p className="text-sm text-muted-foreground">Loading brands...</p>
          ) : brands.length === 0 ? (
            <p className="text-sm text-muted-foreground">No brands available</p>
          ) : (
            brands.map((brand) => (
              <CheckboxField
                key={brand.id}
                id={`${idPrefix}-brand-${brand.id}`}
                label={brand.name}
                checked={brandIds.includes(brand.id)}
                onCheckedChange={(checked) => toggle(brand.id, checked)}
              />
            ))
          )}
        </div>
      )}
      {missing && (
        <FieldHint id={hintId} invalid={invalid}>
          {NO_BRAND_HINT}
        </FieldHint>
      )}
    </fieldset>
  );
}

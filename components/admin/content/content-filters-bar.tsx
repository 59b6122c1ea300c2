"use client";

import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useBrands } from "@/lib/client/api/brands-queries";
import type { ContentFilters } from "@/lib/client/api/admin-content";
import { CONTENT_PERIODS } from "@/lib/contract/content-scorecard";

/** The period, brand and search of the Content tab. */
export function ContentFiltersBar({
  filters,
  onChange,
}: {
  filters: ContentFilters;
  onChange: (next: Partial<ContentFilters>) => void;
}) {
  const brands = useBrands().data ?? [];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="space-y-1">
        <Label htmlFor="content-period">Period</Label>
        <NativeSelect id="content-period" value={filters.days} onChange={(e) => onChange({ days: e.target.value })}>
          {CONTENT_PERIODS.map((days) => (
            <option key={days} value={String(days)}>
              Last {days} days
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor="content-brand">Brand</Label>
        <NativeSelect
          id="content-brand"
          value={filters.brandId}
          onChange={(e) => onChange({ brandId: e.target.value })}
        >
          <option value="">All brands</option>
          {brands.map((brand) => (
            <option key={brand.id} value={brand.id}>
              {brand.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor="content-search">Search</Label>
        <Input
          id="content-search"
          type="search"
          placeholder="Asset title"
          value={filters.q}
          onChange={(e) => onChange({ q: e.target.value })}
        />
      </div>
    </div>
  );
}

"use client";

import { useState } from "react";
import { lastThirtyUtcDays, type UtcDayRange } from "@/components/shared/utc-day-range";
import { UtcDayRangeFields } from "@/components/shared/utc-day-range-fields";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useBrands } from "@/lib/client/api/brands-queries";
import type { ContentFilters } from "@/lib/client/api/admin-content";
import { CONTENT_PERIODS } from "@/lib/contract/content-scorecard";
import { contentRangeErrors } from "./content-range";

/** The period select's value for a from/to of UTC days. */
const RANGE = "range";

const DATE_LABELS = { from: "From (UTC day)", to: "To (UTC day)" };

/**
 * The period (last 7, 30 or 90 days, or a from/to of UTC days), brand and search of the Content tab.
 * A from/to is asked for once both dates make a valid period; until then the list keeps the last one.
 */
export function ContentFiltersBar({
  filters,
  onChange,
}: {
  filters: ContentFilters;
  onChange: (next: Partial<ContentFilters>) => void;
}) {
  const brands = useBrands().data ?? [];
  const [range, setRange] = useState<UtcDayRange>(() =>
    filters.from && filters.to ? { from: filters.from, to: filters.to } : lastThirtyUtcDays(new Date()),
  );
  const [ranged, setRanged] = useState(Boolean(filters.from && filters.to));
  const [changed, setChanged] = useState<keyof UtcDayRange>("from");
  const errors = ranged ? contentRangeErrors(range, changed) : {};

  function askRange(next: UtcDayRange) {
    setRange(next);
    if (!Object.values(contentRangeErrors(next)).some(Boolean)) onChange({ from: next.from, to: next.to });
  }

  function choosePeriod(value: string) {
    setRanged(value === RANGE);
    if (value === RANGE) askRange(range);
    else onChange({ days: value, from: "", to: "" });
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1">
          <Label htmlFor="content-period">Period</Label>
          <NativeSelect
            id="content-period"
            value={ranged ? RANGE : filters.days}
            onChange={(e) => choosePeriod(e.target.value)}
          >
            {CONTENT_PERIODS.map((days) => (
              <option key={days} value={String(days)}>
                Last {days} days
              </option>
            ))}
            <option value={RANGE}>From … to …</option>
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
      {ranged && (
        <UtcDayRangeFields
          range={range}
          errors={errors}
          labels={DATE_LABELS}
          onChange={(field, value) => {
            setChanged(field);
            askRange({ ...range, [field]: value });
          }}
        />
      )}
    </div>
  );
}

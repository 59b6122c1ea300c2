"use client";

import { Button } from "@/components/ui/button";

/** The type filter (docs/rules.md#type-filter) is null (All) or one of the portal's asset types. */
export const ASSET_TYPE_FILTERS = ["PDF", "Video", "Audio", "Image"] as const;
export type AssetTypeFilter = (typeof ASSET_TYPE_FILTERS)[number] | null;

const OPTIONS: { label: string; value: AssetTypeFilter }[] = [
  { label: "All", value: null },
  ...ASSET_TYPE_FILTERS.map((type) => ({ label: type, value: type })),
];

/** The All / PDF / Video / Audio / Image buttons; the chosen one is pressed. */
export function AssetTypeFilterButtons({
  value,
  onChange,
}: {
  value: AssetTypeFilter;
  onChange: (value: AssetTypeFilter) => void;
}) {
  return (
    <div role="group" aria-label="Filter by type" className="flex flex-wrap gap-2">
      {OPTIONS.map((option) => {
        const pressed = option.value === value;
        return (
          <Button
            key={option.label}
            type="button"
            size="sm"
            variant={pressed ? "default" : "outline"}
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </Button>
        );
      })}
    </div>
  );
}

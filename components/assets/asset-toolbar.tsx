"use client";

import { SearchIcon } from "lucide-react";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { AssetSort } from "@/lib/client/api/asset-paging-queries";
import { AssetTypeFilterButtons, type AssetTypeFilter } from "./asset-type-filter";

/** The server's limit (SEARCH_MAX_LENGTH of lib/contract/assets), kept here so zod stays out of this page's bundle. */
const SEARCH_MAX_LENGTH = 200;

interface AssetToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  sort: AssetSort;
  onSortChange: (sort: AssetSort) => void;
  typeFilter: AssetTypeFilter;
  onTypeFilterChange: (type: AssetTypeFilter) => void;
}

/** The search box and the order (both the server's) and the type filter (applied in the browser). */
export function AssetToolbar({
  search,
  onSearchChange,
  sort,
  onSortChange,
  typeFilter,
  onTypeFilterChange,
}: AssetToolbarProps) {
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-sm">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search assets"
          placeholder="Search assets..."
          value={search}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => onSearchChange(event.target.value)}
          className="pl-9"
        />
      </div>
      <div className="w-full sm:w-56">
        <NativeSelect
          aria-label="Sort assets"
          value={sort}
          onChange={(event) => onSortChange(event.target.value as AssetSort)}
        >
          <option value="newest">Newest first</option>
          <option value="mostRead">Most read by customers</option>
        </NativeSelect>
      </div>
      <AssetTypeFilterButtons value={typeFilter} onChange={onTypeFilterChange} />
    </div>
  );
}

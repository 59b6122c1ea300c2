"use client";

import { useState } from "react";
import { PlusIcon } from "lucide-react";
import { AssetCover } from "@/components/assets/asset-cover";
import { AssetTypeBadge } from "@/components/assets/asset-type-badge";
import { useDebouncedValue } from "@/components/assets/use-debounced-value";
import { LoadMoreButton } from "@/components/shared/load-more-button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useAssets } from "@/lib/client/api/asset-paging-queries";
import { ROOM_ASSETS_MAX, type RoomAsset } from "@/lib/contract/rooms";

const SEARCH_DELAY_MS = 300;

interface RoomAssetPickerProps {
  /** The ids already in the room: their Add is disabled. */
  chosen: readonly string[];
  onAdd: (asset: RoomAsset) => void;
}

/** The current brand's library, searchable, each asset with an Add button while the room has room. */
export function RoomAssetPicker({ chosen, onAdd }: RoomAssetPickerProps) {
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useAssets(term);
  const assets = query.data?.assets ?? [];
  const full = chosen.length >= ROOM_ASSETS_MAX;
  return (
    <div className="grid min-w-0 gap-2 rounded-md border p-3 [&>*]:min-w-0">
      <Label htmlFor="room-asset-search">Find assets to add</Label>
      <Input
        id="room-asset-search"
        type="search"
        value={search}
        placeholder="Search the library..."
        onChange={(event) => setSearch(event.target.value)}
      />
      {query.isLoading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Loading assets...
        </p>
      ) : assets.length === 0 ? (
        <p role="status" className="text-sm text-muted-foreground">
          {query.error ? "The assets could not be loaded." : "No assets match your search"}
        </p>
      ) : (
        <ul aria-label="Library assets" className="grid max-h-56 gap-1 overflow-y-auto">
          {assets.map((asset) => {
            const added = chosen.includes(asset.id);
            return (
              <li key={asset.id} className="flex min-w-0 items-center gap-2">
                <AssetCover coverUrl={asset.coverUrl} className="w-10 shrink-0 rounded-sm" />
                <AssetTypeBadge type={asset.type} />
                <span className="min-w-0 flex-1 text-sm break-words">{asset.title}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={added || full}
                  aria-label={added ? `${asset.title} is in the room` : `Add ${asset.title}`}
                  onClick={() => onAdd({ id: asset.id, title: asset.title, type: asset.type })}
                >
                  <PlusIcon aria-hidden="true" />
                  {added ? "Added" : "Add"}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {!query.isLoading && <LoadMoreButton query={query} label="Load more assets" />}
    </div>
  );
}

"use client";

import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { CheckSquareIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/shared/page-header";
import { useBrand } from "@/lib/client/brand/brand-context";
import { useAssets, type AssetSort } from "@/lib/client/api/asset-paging-queries";
import type { PortalAsset } from "@/lib/contract/assets";
import { AssetResults } from "./asset-results";
import { AssetSelectionBar } from "./asset-selection-bar";
import { AssetToolbar } from "./asset-toolbar";
import type { AssetTypeFilter } from "./asset-type-filter";
import { LoadMoreButton } from "@/components/shared/load-more-button";
import { useAssetActions } from "./use-asset-actions";
import { useDebouncedValue } from "./use-debounced-value";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";

/** Loaded on the first Share, so the QR code library stays out of the page's first load. */
const ShareAssetDialog = dynamic(() => import("./share-asset-dialog").then((module) => module.ShareAssetDialog), {
  ssr: false,
});

/** Loaded on 'Share with a person': the room's form and its contract stay out of the page's first load. */
const CreateRoomDialog = dynamic(
  () => import("@/components/rooms/create-room-dialog").then((module) => module.CreateRoomDialog),
  { ssr: false },
);

const SEARCH_DELAY_MS = 300;
/** ROOM_ASSETS_MAX of lib/contract/rooms, kept here so zod stays out of this page's first load. */
const ROOM_ASSETS_MAX = 20;

/**
 * The Asset Library (docs/screens.md#asset-library): server-side search a page at a time ('Load more assets'), the type
 * filter applied in the browser to the loaded pages, cards, the Share dialog, and the multi-select mode whose
 * chosen assets start a room (docs/rooms.md).
 */
export function AssetLibrary() {
  const { currentBrand, isLoading: brandLoading } = useBrand();
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<AssetSort>("newest");
  const [typeFilter, setTypeFilter] = useState<AssetTypeFilter>(null);
  const [sharing, setSharing] = useState<{ asset: PortalAsset; trigger: HTMLElement } | null>(null);
  // The multi-select mode: null when off, else the chosen assets in the order they were ticked, of
  // the brand they were ticked in (a room holds one brand's assets: a brand switch empties it).
  const [selection, setSelection] = useState<{ brandId?: string; assets: PortalAsset[] } | null>(null);
  const selected = selection && (selection.brandId === currentBrand?.id ? selection.assets : []);
  const setSelected = (assets: PortalAsset[] | null) => setSelection(assets && { brandId: currentBrand?.id, assets });
  const [roomAssets, setRoomAssets] = useState<PortalAsset[] | null>(null);
  const searchTerm = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useAssets(searchTerm, sort);
  const { data, error, isLoading, refetch } = query;
  const { copyLink, download } = useAssetActions();
  useQueryErrorToast(error, "Failed to load assets");

  const assets = useMemo(
    () => (data?.assets ?? []).filter((asset) => typeFilter === null || asset.type === typeFilter),
    [data, typeFilter],
  );

  return (
    <section aria-labelledby="asset-library-title" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader id="asset-library-title" title="Asset Library">
          Browse, copy, download and share {currentBrand ? `${currentBrand.name} ` : ""}assets with your customers.
        </PageHeader>
        {selected === null && (
          <Button type="button" variant="outline" onClick={() => setSelected([])}>
            <CheckSquareIcon aria-hidden="true" />
            Select assets
          </Button>
        )}
      </div>
      <AssetToolbar
        search={search}
        onSearchChange={setSearch}
        sort={sort}
        onSortChange={setSort}
        typeFilter={typeFilter}
        onTypeFilterChange={setTypeFilter}
      />
      <AssetResults
        assets={assets}
        isLoading={brandLoading || isLoading}
        loadFailed={Boolean(error)}
        filtered={searchTerm !== "" || typeFilter !== null}
        onRetry={() => void refetch()}
        selection={
          selected === null
            ? undefined
            : {
                isSelected: (asset) => selected.some((chosen) => chosen.id === asset.id),
                full: selected.length >= ROOM_ASSETS_MAX,
                onToggle: (asset, on) =>
                  setSelected(on ? [...selected, asset] : selected.filter((chosen) => chosen.id !== asset.id)),
              }
        }
        onCopyLink={(asset) => void copyLink(asset)}
        onDownload={download}
        onShare={(asset, trigger) => setSharing({ asset, trigger })}
      />
      {!isLoading && <LoadMoreButton query={query} label="Load more assets" />}
      {selected !== null && (
        <AssetSelectionBar
          count={selected.length}
          max={ROOM_ASSETS_MAX}
          onShare={() => setRoomAssets(selected)}
          onCancel={() => setSelected(null)}
        />
      )}
      {sharing && (
        <ShareAssetDialog
          key={sharing.asset.id}
          asset={sharing.asset}
          returnFocusTo={sharing.trigger}
          onClose={() => setSharing(null)}
          onShareWithPerson={() => {
            setSharing(null);
            setRoomAssets([sharing.asset]);
          }}
        />
      )}
      {roomAssets && (
        <CreateRoomDialog
          initialAssets={roomAssets}
          onClose={() => {
            setRoomAssets(null);
            setSelected(null);
          }}
        />
      )}
    </section>
  );
}

"use client";

import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import dynamic from "next/dynamic";
import { CheckSquareIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/shared/page-header";
import { useBrand } from "@/lib/client/brand/brand-context";
import { useAssets, type AssetSort } from "@/lib/client/api/asset-paging-queries";
import type { PortalAsset } from "@/lib/contract/assets";
import { AssetLibraryActionsContext, type AssetLibraryActions } from "./asset-library-actions";
import { AssetSelectionBar } from "./asset-selection-bar";
import { AssetToolbar } from "./asset-toolbar";
import type { AssetTypeFilter } from "./asset-type-filter";
import { AssetsLoading } from "./assets-loading";
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

/**
 * The browser's cards: loaded once the list is no longer the server's (or there is none), or on the
 * toolbar's first use.
 */
const loadResults = () => import("./asset-results");
const AssetResults = lazy(async () => ({ default: (await loadResults()).AssetResults }));
const preloadResults = () => void loadResults().catch(() => undefined);

const SEARCH_DELAY_MS = 300;
/** ROOM_ASSETS_MAX of lib/contract/rooms, kept here so zod stays out of this page's first load. */
const ROOM_ASSETS_MAX = 20;

/** The first page as the server rendered it: its brand, when it was read (its query's time) and its cards. */
export interface ServerAssetList {
  brandId: string;
  readAt: number;
  list: ReactNode;
}

/**
 * The Asset Library (docs/screens.md#asset-library): server-side search a page at a time ('Load more assets'), the type
 * filter applied in the browser to the loaded pages, cards, the Share dialog, and the multi-select mode whose
 * chosen assets start a room (docs/rooms.md). A whole page's load shows the server's cards of the first page
 * (`first`), whose data the query holds too; any other list is rendered here.
 */
export function AssetLibrary({ first }: { first?: ServerAssetList }) {
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
  // The server's cards while the list is still exactly its first page.
  const serverList =
    first &&
    searchTerm === "" &&
    sort === "newest" &&
    typeFilter === null &&
    currentBrand?.id === first.brandId &&
    query.dataUpdatedAt === first.readAt
      ? first.list
      : undefined;
  const actions: AssetLibraryActions = {
    selection:
      selected === null
        ? undefined
        : {
            isSelected: (asset) => selected.some((chosen) => chosen.id === asset.id),
            full: selected.length >= ROOM_ASSETS_MAX,
            onToggle: (asset, on) =>
              setSelected(on ? [...selected, asset] : selected.filter((chosen) => chosen.id !== asset.id)),
          },
    onCopyLink: (asset) => void copyLink(asset),
    onDownload: download,
    onShare: (asset, trigger) => setSharing({ asset, trigger }),
  };

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
      <div onPointerEnter={preloadResults} onFocus={preloadResults}>
        <AssetToolbar
          search={search}
          onSearchChange={setSearch}
          sort={sort}
          onSortChange={setSort}
          typeFilter={typeFilter}
          onTypeFilterChange={setTypeFilter}
        />
      </div>
      <AssetLibraryActionsContext value={actions}>
        {serverList ?? (
          // Until the browser's cards have loaded, the server's stay (or the placeholders, without them).
          <Suspense fallback={first?.list ?? <AssetsLoading />}>
            <AssetResults
              assets={assets}
              isLoading={brandLoading || isLoading}
              loadFailed={Boolean(error)}
              filtered={searchTerm !== "" || typeFilter !== null}
              onRetry={() => void refetch()}
            />
          </Suspense>
        )}
      </AssetLibraryActionsContext>
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

"use client";

import { useMemo, useState } from "react";
import dynamic from "next/dynamic";
import { PageHeader } from "@/components/shared/page-header";
import { useBrand } from "@/lib/client/brand/brand-context";
import { useAssets } from "@/lib/client/api/asset-paging";
import type { PortalAsset } from "@/lib/contract/assets";
import { AssetResults } from "./asset-results";
import { AssetToolbar } from "./asset-toolbar";
import type { AssetTypeFilter } from "./asset-type-filter";
import { LoadMoreButton } from "./load-more-button";
import { useAssetActions } from "./use-asset-actions";
import { useDebouncedValue } from "./use-debounced-value";
import { useQueryErrorToast } from "@/lib/client/hooks/use-query-error-toast";

/** Loaded on the first Share, so the QR code library stays out of the page's first load. */
const ShareAssetDialog = dynamic(() => import("./share-asset-dialog").then((module) => module.ShareAssetDialog), {
  ssr: false,
});

const SEARCH_DELAY_MS = 300;

/**
 * The Asset Library (docs/screens.md#asset-library): server-side search a page at a time ('Load more assets'), the type
 * filter applied in the browser to the loaded pages, cards and the Share dialog.
 */
export function AssetLibrary() {
  const { currentBrand, isLoading: brandLoading } = useBrand();
  const [search, setSearch] = useState("");
  const [typeFilter, setTypeFilter] = useState<AssetTypeFilter>(null);
  const [sharing, setSharing] = useState<{ asset: PortalAsset; trigger: HTMLElement } | null>(null);
  const searchTerm = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const query = useAssets(searchTerm);
  const { data, error, isLoading, refetch } = query;
  const { copyLink, download } = useAssetActions();
  useQueryErrorToast(error, "Failed to load assets");

  const assets = useMemo(
    () => (data?.assets ?? []).filter((asset) => typeFilter === null || asset.type === typeFilter),
    [data, typeFilter],
  );

  return (
    <section aria-labelledby="asset-library-title" className="space-y-6">
      <PageHeader id="asset-library-title" title="Asset Library">
        Browse, copy, download and share {currentBrand ? `${currentBrand.name} ` : ""}assets with your customers.
      </PageHeader>
      <AssetToolbar
        search={search}
        onSearchChange={setSearch}
        typeFilter={typeFilter}
        onTypeFilterChange={setTypeFilter}
      />
      <AssetResults
        assets={assets}
        isLoading={brandLoading || isLoading}
        loadFailed={Boolean(error)}
        filtered={searchTerm !== "" || typeFilter !== null}
        onRetry={() => void refetch()}
        onCopyLink={(asset) => void copyLink(asset)}
        onDownload={download}
        onShare={(asset, trigger) => setSharing({ asset, trigger })}
      />
      {!isLoading && <LoadMoreButton query={query} label="Load more assets" />}
      {sharing && (
        <ShareAssetDialog
          key={sharing.asset.id}
          asset={sharing.asset}
          returnFocusTo={sharing.trigger}
          onClose={() => setSharing(null)}
        />
      )}
    </section>
  );
}

"use client";

import { FolderOpenIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PortalAsset } from "@/lib/contract/assets";
import { AssetGrid } from "./asset-grid";
import { AssetsEmptyBox } from "./assets-empty";
import { AssetsLoading } from "./assets-loading";

interface AssetResultsProps {
  assets: PortalAsset[];
  isLoading: boolean;
  loadFailed: boolean;
  filtered: boolean;
  onRetry: () => void;
}

/**
 * The browser's grid of asset cards, or what stands in for it: loading, a failed load, or the empty
 * texts (docs/screens.md#asset-library). The library shows it once its list is no longer the
 * server's first page (a search, the type filter, the other order, another brand, more pages).
 */
export function AssetResults({ assets, isLoading, loadFailed, filtered, onRetry }: AssetResultsProps) {
  if (isLoading) return <AssetsLoading />;
  if (assets.length === 0 && loadFailed) {
    return (
      <AssetsEmptyBox icon={<FolderOpenIcon aria-hidden="true" className="size-8" />}>
        <p>The assets could not be loaded.</p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      </AssetsEmptyBox>
    );
  }
  return <AssetGrid assets={assets} filtered={filtered} />;
}

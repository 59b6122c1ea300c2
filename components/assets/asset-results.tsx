"use client";

import type { ReactNode } from "react";
import { FolderOpenIcon, RotateCwIcon, SearchXIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import type { PortalAsset } from "@/lib/contract/assets";
import { cn } from "@/lib/utils";
import { AssetCard, type AssetSelection } from "./asset-card";

interface AssetResultsProps {
  assets: PortalAsset[];
  isLoading: boolean;
  loadFailed: boolean;
  filtered: boolean;
  onRetry: () => void;
  selection?: AssetSelection;
  onCopyLink: (asset: PortalAsset) => void;
  onDownload: (asset: PortalAsset) => void;
  onShare: (asset: PortalAsset, trigger: HTMLElement) => void;
}

/** Placeholders while the first page loads: a phone's first screen and more, a desktop's two rows. */
const LOADING_CARDS = 6;

function EmptyState({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border",
        "border-dashed px-6 py-16 text-center text-muted-foreground",
      )}
    >
      {icon}
      {children}
    </div>
  );
}

/**
 * The grid of asset cards, or what stands in for it: loading, a failed load, or the empty texts
 * (docs/screens.md#asset-library).
 */
export function AssetResults({ assets, isLoading, loadFailed, filtered, onRetry, ...actions }: AssetResultsProps) {
  if (isLoading) {
    // Card-sized placeholders: the cards take their place without pushing the footer, which a short
    // loading box left in view (a layout shift of 0.11 on a phone, bench/README.md).
    return (
      <div className="grid gap-4">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          Loading assets...
        </p>
        <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: LOADING_CARDS }, (_, i) => (
            <Skeleton key={i} className="h-80 rounded-xl" />
          ))}
        </div>
      </div>
    );
  }
  if (assets.length === 0 && loadFailed) {
    return (
      <EmptyState icon={<FolderOpenIcon aria-hidden="true" className="size-8" />}>
        <p>The assets could not be loaded.</p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      </EmptyState>
    );
  }
  if (assets.length === 0) {
    return (
      <EmptyState
        icon={
          filtered ? (
            <SearchXIcon aria-hidden="true" className="size-8" />
          ) : (
            <FolderOpenIcon aria-hidden="true" className="size-8" />
          )
        }
      >
        <p role="status">{filtered ? "No assets match your search" : "No assets available for this brand"}</p>
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Assets" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {assets.map((asset) => (
        <li key={asset.id} className="grid min-w-0">
          <AssetCard asset={asset} {...actions} />
        </li>
      ))}
    </ul>
  );
}

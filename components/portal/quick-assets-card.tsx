"use client";

import Link from "next/link";
import { CopyIcon, ExternalLinkIcon, FolderOpenIcon } from "lucide-react";
import { toast } from "@/lib/client/browser/toast";
import { useBrand } from "@/lib/client/brand/brand-context";
import { useSignedIn } from "@/components/shared/use-signed-in";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { RegionCard } from "@/components/shared/region-card";
import { CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { copyText } from "@/lib/client/browser/clipboard";
import { useAssets } from "@/lib/client/api/asset-paging-queries";
import { assetTrackingUrl } from "@/lib/client/links/tracking-url";
import type { PortalAsset } from "@/lib/contract/assets";
import { DashboardEmpty } from "./dashboard-empty";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";

const SHOWN = 5;

function AssetRow({ asset, onCopy }: { asset: PortalAsset; onCopy: () => void }) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-lg border p-3">
      <div className="grid min-w-0 gap-1">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium [overflow-wrap:anywhere]">{asset.title}</span>
          <Badge variant="secondary">{asset.type}</Badge>
        </p>
        {asset.description && (
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">{asset.description}</p>
        )}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onCopy}
          aria-label={`Copy tracked link to ${asset.title}`}
          title="Copy tracked link"
        >
          <CopyIcon aria-hidden="true" />
        </Button>
        <Button asChild variant="ghost" size="icon">
          <a
            href={asset.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Open ${asset.title} in a new tab`}
            title="Open in a new tab"
          >
            <ExternalLinkIcon aria-hidden="true" />
          </a>
        </Button>
      </div>
    </li>
  );
}

/** Quick Asset Access: the first 5 assets of the brand with a tracked-link copy and an open link. */
export function QuickAssetsCard() {
  const assets = useAssets();
  const userId = useSignedIn()?.user.id;
  const brandCode = useBrand().currentBrand?.code;
  useQueryErrorToast(assets.error, "Error loading assets");
  const list = assets.data?.assets ?? [];

  async function copyAsset(asset: PortalAsset) {
    try {
      await copyText(
        assetTrackingUrl(asset.url, { origin: window.location.origin, assetId: asset.id, userId, brandCode }),
      );
      toast.success("Copied!", { description: "Asset link copied to clipboard" });
    } catch {
      toast.error("Failed to copy asset link");
    }
  }

  return (
    <RegionCard titleId="quick-assets-title" title="Quick Asset Access" className="min-w-0">
      <CardContent className="grid gap-3">
        {assets.isPending && !assets.isError ? (
          <div className="grid gap-2" role="status" aria-label="Loading assets">
            {Array.from({ length: 3 }, (_, row) => (
              <Skeleton key={row} className="h-16 w-full" />
            ))}
          </div>
        ) : list.length === 0 ? (
          <DashboardEmpty icon={FolderOpenIcon} title="No assets available">
            <p className="text-sm text-muted-foreground">Assets will appear here once added by admin</p>
          </DashboardEmpty>
        ) : (
          <ul className="grid gap-2">
            {list.slice(0, SHOWN).map((asset) => (
              <AssetRow key={asset.id} asset={asset} onCopy={() => void copyAsset(asset)} />
            ))}
          </ul>
        )}
        {list.length > 0 && (
          <Link href="/assets" className="text-sm font-medium underline-offset-4 hover:underline">
            View all assets ({assets.data?.total})
          </Link>
        )}
      </CardContent>
    </RegionCard>
  );
}

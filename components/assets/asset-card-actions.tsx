"use client";

import { CopyIcon, DownloadIcon, Share2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PortalAsset } from "@/lib/contract/assets";
import { useAssetLibraryActions } from "./asset-library-actions";

/** A card's Copy link, Download and Share: the card's island, the library does the work. */
export function AssetCardActions({ asset }: { asset: PortalAsset }) {
  const { onCopyLink, onDownload, onShare } = useAssetLibraryActions();
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={() => onCopyLink(asset)}>
        <CopyIcon aria-hidden="true" />
        Copy link
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => onDownload(asset)}>
        <DownloadIcon aria-hidden="true" />
        Download
      </Button>
      <Button type="button" size="sm" className="col-span-2" onClick={(event) => onShare(asset, event.currentTarget)}>
        <Share2Icon aria-hidden="true" />
        Share
      </Button>
    </>
  );
}

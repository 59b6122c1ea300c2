"use client";

import { useCallback } from "react";
import { toast } from "@/lib/client/browser/toast";
import { useBrand } from "@/lib/client/brand/brand-context";
import { useSignedIn } from "@/components/shared/use-signed-in";
import { copyText } from "@/lib/client/browser/clipboard";
import { downloadFromUrl } from "@/lib/client/browser/download";
import { assetTrackingUrl } from "@/lib/client/links/tracking-url";
import type { PortalAsset } from "@/lib/contract/assets";

/** Copy-link (with the tracking parameters of docs/rules.md#tracking-parameters) and download for an asset card. */
export function useAssetActions() {
  const userId = useSignedIn()?.user.id;
  const brandCode = useBrand().currentBrand?.code;

  const copyLink = useCallback(
    async (asset: PortalAsset) => {
      const url = assetTrackingUrl(asset.url, { origin: window.location.origin, assetId: asset.id, userId, brandCode });
      try {
        await copyText(url);
        toast.success("Copied!", { description: "Asset link copied to clipboard" });
      } catch {
        toast.error("Failed to copy asset link");
      }
    },
    [userId, brandCode],
  );

  const download = useCallback((asset: PortalAsset) => {
    // No name of our own: the browser takes the server's (an upload's title) or the file's from its URL.
    downloadFromUrl(asset.url);
    toast.success("Download started");
  }, []);

  return { copyLink, download };
}

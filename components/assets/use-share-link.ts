"use client";

import { useEffect, useRef } from "react";
import { useCreateShareLink } from "@/lib/client/api/assets-queries";

/**
 * Opening the dialog with an asset and no link yet creates the share link. The URL is the
 * site origin plus /asset/{shareSlug}. The link belongs to the brand the rep shares from.
 */
export function useShareLink(assetId: string, brandId: string | undefined) {
  const { mutate, data, isPending, isError } = useCreateShareLink(assetId, brandId);
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    mutate();
  }, [mutate]);

  const shareUrl = data ? `${window.location.origin}/asset/${encodeURIComponent(data.shareSlug)}` : null;
  return { shareUrl, isPending, isError, retry: () => mutate() };
}

"use client";

import { useEffect, useRef } from "react";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import { apiJson } from "@/lib/client/fetcher";
import type { ShareAssetBody, ShareAssetResponse } from "@/lib/contract/assets";
import { errorText } from "@/lib/client/error-text";

/**
 * SPEC §4: opening the dialog with an asset and no link yet creates the share link. The URL is the
 * site origin plus /asset/{shareSlug}; a failure shows 'Error creating share link' with the error.
 */
export function useShareLink(assetId: string) {
  const { mutate, data, isPending, isError } = useMutation({
    mutationFn: () => apiJson<ShareAssetResponse>("POST", "/api/assets/share", { assetId } satisfies ShareAssetBody),
    onError: (error) => toast.error("Error creating share link", { description: errorText(error) }),
  });
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    mutate();
  }, [mutate]);

  const shareUrl = data ? `${window.location.origin}/asset/${encodeURIComponent(data.shareSlug)}` : null;
  return { shareUrl, isPending, isError, retry: () => mutate() };
}

"use client";

import { useMutation } from "@tanstack/react-query";
import { toast } from "@/lib/client/browser/toast";
import { errorText } from "@/lib/client/data/error-text";
import { apiParsed } from "@/lib/client/data/fetcher";
import type { ShareAssetBody } from "@/lib/contract/assets";
import { schemaOf } from "./schema-of";

const SHARE_PATH = "/api/assets/share";

/**
 * POST /api/assets/share: the asset's share link (docs/rules.md#share-dialog). The slug goes into the URL handed to
 * customers, so the answer is checked; a failure shows 'Error creating share link' with the error.
 * The link is made in the brand the rep shares from, which the customer then sees.
 */
export function useCreateShareLink(assetId: string, brandId: string | undefined) {
  return useMutation({
    mutationFn: () =>
      apiParsed(schemaOf("shareAsset"), "POST", SHARE_PATH, { assetId, brandId } satisfies ShareAssetBody),
    onError: (error) => toast.error("Error creating share link", { description: errorText(error) }),
  });
}

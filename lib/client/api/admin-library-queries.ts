"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/data/fetcher";
import type { AdminLibraryItem, CreateLibraryItemBody } from "@/lib/contract/admin-library";
import { apiRequest } from "@/lib/client/data/fetcher";
import {
  useAdminCreate,
  useAdminDelete,
  useAdminMutation,
  type AdminListKey,
  type AdminToasts,
} from "./admin-mutation";
import { useIsAdmin } from "./signed-in";
import { schemaOf } from "./schema-of";

/** The two halves of the admin library, as the confirmations and toasts name them. */
export type LibraryNoun = "asset" | "resource";

/** GET, POST and DELETE /api/admin/assets or /api/admin/resources. */
export const adminLibraryKeys: Record<LibraryNoun, AdminListKey> = {
  asset: ["/api/admin/assets"],
  resource: ["/api/admin/resources"],
};

/** How often the list is read again while a PDF's pages are being prepared (docs/pages.md). */
export const PAGES_PENDING_POLL_MS = 3_000;

/** Every asset or every resource of the library; read again while any PDF's pages are pending. */
export function useAdminLibraryItems(noun: LibraryNoun) {
  return useQuery({
    queryKey: adminLibraryKeys[noun],
    queryFn: parsedQueryFn(schemaOf("adminLibraryItems")),
    enabled: useIsAdmin(),
    refetchInterval: (query: { state: { data?: AdminLibraryItem[] } }) =>
      query.state.data?.some((item) => item.pages?.status === "pending") ? PAGES_PENDING_POLL_MS : false,
  });
}

const TOASTS: Record<LibraryNoun, { create: AdminToasts; remove: AdminToasts }> = {
  asset: {
    create: { success: "Asset created successfully", failure: "Failed to create asset" },
    remove: { success: "Asset deleted successfully", failure: "Failed to delete asset" },
  },
  resource: {
    create: { success: "Resource created successfully", failure: "Failed to create resource" },
    remove: { success: "Resource deleted successfully", failure: "Failed to delete resource" },
  },
};

/** Creates an asset or resource; `onCreated` follows the success toast. */
export const useCreateLibraryItem = (noun: LibraryNoun, onCreated: () => void) =>
  useAdminCreate<CreateLibraryItemBody>(adminLibraryKeys[noun], TOASTS[noun].create, onCreated);

export const useDeleteLibraryItem = (noun: LibraryNoun) => useAdminDelete(adminLibraryKeys[noun], TOASTS[noun].remove);

const assetPath = (id: string) => `${adminLibraryKeys.asset[0]}/${encodeURIComponent(id)}`;

/** PUT /api/admin/assets/{id}: saves the edit dialog (a new file is a new version); `onSaved` follows the toast. */
export const useUpdateAsset = (id: string, onSaved: () => void) =>
  useAdminMutation<CreateLibraryItemBody>({
    mutationFn: (body) => apiRequest("PUT", assetPath(id), body),
    success: "Asset updated successfully",
    failure: "Failed to update asset",
    invalidates: [adminLibraryKeys.asset, [`${assetPath(id)}/versions`]],
    onSuccess: onSaved,
  });

/** GET /api/admin/assets/{id}/versions: the asset's files, oldest first. */
export const useAssetVersions = (id: string) =>
  useQuery({ queryKey: [`${assetPath(id)}/versions`], queryFn: parsedQueryFn(schemaOf("assetVersions")) });

/** GET /api/admin/assets/{id}/reach: what deleting the asset closes; asked when the confirmation opens. */
export const useAssetReach = (id: string) =>
  useQuery({ queryKey: [`${assetPath(id)}/reach`], queryFn: parsedQueryFn(schemaOf("assetReach")), staleTime: 0 });

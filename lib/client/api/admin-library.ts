"use client";

import { useQuery } from "@tanstack/react-query";
import { parsedQueryFn } from "@/lib/client/fetcher";
import type { CreateLibraryItemBody } from "@/lib/contract/admin-library";
import { useAdminCreate, useAdminDelete, type AdminListKey } from "./admin-mutation";
import { useIsAdmin } from "./signed-in";
import { schemaOf } from "./schema-of";

/** The two halves of the admin library, as SPEC §5 and §8 name them. */
export type LibraryNoun = "asset" | "resource";

/** GET, POST and DELETE /api/admin/assets or /api/admin/resources. */
export const adminLibraryKeys: Record<LibraryNoun, AdminListKey> = {
  asset: ["/api/admin/assets"],
  resource: ["/api/admin/resources"],
};

/** Every asset or every resource of the library. */
export function useAdminLibraryItems(noun: LibraryNoun) {
  return useQuery({
    queryKey: adminLibraryKeys[noun],
    queryFn: parsedQueryFn(schemaOf("adminLibraryItems")),
    enabled: useIsAdmin(),
  });
}

/** Creates an asset or resource; `onCreated` follows the success toast. */
export const useCreateLibraryItem = (noun: LibraryNoun, onCreated: () => void) =>
  useAdminCreate<CreateLibraryItemBody>(adminLibraryKeys[noun], noun, onCreated);

export const useDeleteLibraryItem = (noun: LibraryNoun) => useAdminDelete(adminLibraryKeys[noun], noun);

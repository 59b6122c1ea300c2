"use client";

import { useState } from "react";
import type { AdminLibraryItem } from "@/lib/contract/admin-library";
import { assetTypesOfFile } from "@/lib/contract/asset-file-type";
import type { LibraryTabKind } from "./library-tab-kind";

export type SourceTab = "file" | "url";

export interface LibraryFormValues {
  title: string;
  description: string;
  type: string;
  /** The open tab of 'Asset File or URL'. */
  sourceTab: SourceTab;
  file: File | null;
  url: string;
  brandIds: string[];
  assignToAllBrands: boolean;
  userIds: string[];
  isActive: boolean;
}

const defaults = (kind: LibraryTabKind): LibraryFormValues => ({
  title: "",
  description: "",
  type: kind.defaultType,
  sourceTab: "file",
  file: null,
  url: "",
  brandIds: [],
  assignToAllBrands: false,
  userIds: [],
  isActive: true,
});

/** An item being edited, as the form shows it: its file or URL on the URL tab, until another is chosen. */
const valuesOf = (item: AdminLibraryItem): LibraryFormValues => ({
  title: item.title,
  description: item.description,
  type: item.type,
  sourceTab: "url",
  file: null,
  url: item.url,
  brandIds: item.brandIds,
  assignToAllBrands: item.assignToAllBrands,
  userIds: item.userIds,
  isActive: item.isActive,
});

const toggle = (ids: string[], id: string, on: boolean) =>
  on ? [...ids.filter((x) => x !== id), id] : ids.filter((x) => x !== id);

/**
 * The create dialog's values with the rules of docs/rules.md#admin-dialogs: a chosen file clears the URL, a typed URL
 * the file, and 'Assign to all brands' the brands. An asset's type follows the file or URL named last (by its
 * extension). They start from the defaults (or the edited item) each time the dialog opens.
 */
export function useLibraryForm(kind: LibraryTabKind, editing?: AdminLibraryItem) {
  const [values, setValues] = useState(() => (editing ? valuesOf(editing) : defaults(kind)));
  const set = (patch: Partial<LibraryFormValues>) => setValues((current) => ({ ...current, ...patch }));
  const typeOf = (name: string) => {
    const type = kind.typeFollowsFile ? assetTypesOfFile(name)?.[0] : undefined;
    return type ? { type } : {};
  };

  return {
    values,
    set,
    chooseFile: (file: File | null) => set(file ? { file, url: "", ...typeOf(file.name) } : { file: null }),
    typeUrl: (url: string) => set(url ? { url, file: null, ...typeOf(url.trim()) } : { url }),
    setAllBrands: (on: boolean) => set(on ? { assignToAllBrands: true, brandIds: [] } : { assignToAllBrands: false }),
    toggleBrand: (id: string, on: boolean) =>
      setValues((current) => ({ ...current, brandIds: toggle(current.brandIds, id, on) })),
    toggleUser: (id: string, on: boolean) =>
      setValues((current) => ({ ...current, userIds: toggle(current.userIds, id, on) })),
    /** A brand (or all brands) and a file or URL are needed before the form can be sent. */
    hasBrand: values.assignToAllBrands || values.brandIds.length > 0,
    hasSource: values.file !== null || values.url.trim() !== "",
  };
}

export type LibraryForm = ReturnType<typeof useLibraryForm>;

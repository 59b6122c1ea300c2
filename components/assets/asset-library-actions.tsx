"use client";

import { createContext, useContext } from "react";
import type { PortalAsset } from "@/lib/contract/assets";

/** The library's multi-select mode: a checkbox on each card. */
export interface AssetSelection {
  isSelected: (asset: PortalAsset) => boolean;
  /** No more can be chosen (the room is full): unticked boxes are disabled. */
  full: boolean;
  onToggle: (asset: PortalAsset, selected: boolean) => void;
}

/** What a card's islands do, held by the library: its cards may be the server's markup or the browser's. */
export interface AssetLibraryActions {
  /** Set in the multi-select mode. */
  selection?: AssetSelection;
  onCopyLink: (asset: PortalAsset) => void;
  onDownload: (asset: PortalAsset) => void;
  onShare: (asset: PortalAsset, trigger: HTMLElement) => void;
}

export const AssetLibraryActionsContext = createContext<AssetLibraryActions | null>(null);

/** The library's actions, for a card's islands inside it. */
export function useAssetLibraryActions(): AssetLibraryActions {
  const actions = useContext(AssetLibraryActionsContext);
  if (!actions) throw new Error("An asset card's actions need the Asset Library around them");
  return actions;
}

"use client";

import dynamic from "next/dynamic";
import type { PortalAsset } from "@/lib/contract/assets";
import { useAssetLibraryActions } from "./asset-library-actions";

/** Loaded on "Select assets", so the checkbox's primitives stay out of the library's first load. */
const AssetSelectCheckbox = dynamic(
  () => import("./asset-select-checkbox").then((module) => module.AssetSelectCheckbox),
  { ssr: false },
);

/** A card's place for its "Select" box, shown in the multi-select mode. */
export function AssetSelectSlot({ asset }: { asset: PortalAsset }) {
  const { selection } = useAssetLibraryActions();
  if (!selection) return null;
  const selected = selection.isSelected(asset);
  return (
    <AssetSelectCheckbox
      title={asset.title}
      checked={selected}
      disabled={!selected && selection.full}
      onCheckedChange={(checked) => selection.onToggle(asset, checked)}
    />
  );
}

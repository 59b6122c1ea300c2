import type { PortalAsset } from "@/lib/contract/assets";
import { AssetCard } from "./asset-card";
import { AssetsEmpty } from "./assets-empty";

/** The grid of asset cards, or the empty text when there are none. */
export function AssetGrid({ assets, filtered }: { assets: PortalAsset[]; filtered: boolean }) {
  if (assets.length === 0) return <AssetsEmpty filtered={filtered} />;
  return (
    <ul aria-label="Assets" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {assets.map((asset) => (
        <li key={asset.id} className="grid min-w-0">
          <AssetCard asset={asset} />
        </li>
      ))}
    </ul>
  );
}

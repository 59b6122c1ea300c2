import type { Metadata } from "next";
import { AssetLibrary } from "@/components/assets/asset-library";

export const metadata: Metadata = { title: "Asset Library | Sales Rep Portal" };

export default function AssetsPage() {
  return <AssetLibrary />;
}

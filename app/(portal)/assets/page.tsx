import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { AssetGrid } from "@/components/assets/asset-grid";
import { AssetLibrary } from "@/components/assets/asset-library";
import { assetLibraryFirstScreen } from "@/lib/server/first-screen/assets-prefetch";

export const metadata: Metadata = { title: "Asset Library | Sales Rep Portal" };

/**
 * The Asset Library: on a whole page's load its first page is read on the server and rendered as
 * markup (its cards' buttons are islands), and held in the browser's query for what changes in place.
 */
export default async function AssetsPage() {
  const first = await assetLibraryFirstScreen();
  return (
    <HydrationBoundary state={first?.state}>
      <AssetLibrary
        first={
          first && {
            brandId: first.brandId,
            readAt: first.readAt,
            list: <AssetGrid assets={first.assets} filtered={false} />,
          }
        }
      />
    </HydrationBoundary>
  );
}

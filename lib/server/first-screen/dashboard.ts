import "server-only";
import { z } from "zod";
import { listAssetsQuerySchema, portalAssetSchema } from "@/lib/contract/assets";
import { repLinkStatsSchema } from "@/lib/contract/tracked-links";
import { promoCodeResponseSchema } from "@/lib/contract/user";
import { queryKeys } from "@/lib/query-keys";
import { listAssets } from "@/lib/server/library/asset-list";
import { linkStats } from "@/lib/server/links/link-stats";
import { firstBrand } from "./first-brand";
import { asSent, prefetchFirstScreen, type FirstScreenRead } from "./prefetch";

/** The brand's first page of assets as the browser's infinite query holds it (see fetchAssetPage). */
function firstAssetPageRead(brandId: string): FirstScreenRead {
  return {
    key: queryKeys.assets(brandId, ""),
    read: async (db, user) => {
      const page = await listAssets(db, user, listAssetsQuerySchema.parse({ brandId }));
      const assets = asSent(z.array(portalAssetSchema), page.assets);
      return { pages: [{ assets, nextCursor: page.nextCursor, total: page.total }], pageParams: [undefined] };
    },
  };
}

/** The dashboard's cards (docs/screens.md#dashboard): the promo code, the link clicks, the brand's first assets. */
export function dashboardQueries() {
  return prefetchFirstScreen(async () => {
    const brand = await firstBrand();
    return [
      {
        key: queryKeys.promoCode,
        read: async (_db, user) => asSent(promoCodeResponseSchema, { promoCode: user.promoCode }),
      },
      { key: queryKeys.linkStats, read: async (db, user) => asSent(repLinkStatsSchema, await linkStats(db, user)) },
      ...(brand ? [firstAssetPageRead(brand.id)] : []),
    ];
  });
}

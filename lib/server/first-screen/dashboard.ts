import "server-only";
import { repLinkStatsSchema } from "@/lib/contract/tracked-links";
import { promoCodeResponseSchema } from "@/lib/contract/user";
import { queryKeys } from "@/lib/query-keys";
import { linkStats } from "@/lib/server/links/link-stats";
import { firstBrand } from "./first-brand";
import { firstAssetPageRead } from "./assets-prefetch";
import { asSent, prefetchFirstScreen } from "./prefetch";

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

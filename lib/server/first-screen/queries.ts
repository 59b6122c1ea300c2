import "server-only";
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from "@tanstack/react-query";
import { z } from "zod";
import { listAssetsQuerySchema, portalAssetSchema } from "@/lib/contract/assets";
import type { PortalUser } from "@/lib/contract/auth";
import type { Brand } from "@/lib/contract/brands";
import { notificationsSchema } from "@/lib/contract/notifications";
import { repLinkStatsSchema } from "@/lib/contract/tracked-links";
import { promoCodeResponseSchema } from "@/lib/contract/user";
import { queryKeys } from "@/lib/query-keys";
import { listNotifications } from "@/lib/server/alerts/notifications";
import { renderUser } from "@/lib/server/auth/render-user";
import type { Db } from "@/lib/server/platform/db/client";
import { getRuntime } from "@/lib/server/platform/runtime";
import { listAssets } from "@/lib/server/library/assets";
import { linkStats } from "@/lib/server/links/link-stats";
import { upstreamConfig } from "@/lib/server/platform/upstream";
import { firstBrand } from "./brands";
import { isDocumentLoad, pagePath } from "./page-request";

interface Read {
  key: QueryKey;
  read: (db: Db, user: PortalUser) => Promise<unknown>;
}

/** A value as the API sends it and the browser's query reads it: through JSON, then the contract's schema. */
function asSent<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return schema.parse(JSON.parse(JSON.stringify(value)));
}

/** The brand's first page of assets as the browser's infinite query holds it (see fetchAssetPage). */
function firstAssetPageRead(brandId: string): Read {
  return {
    key: queryKeys.assets(brandId, ""),
    read: async (db, user) => {
      const page = await listAssets(db, user, listAssetsQuerySchema.parse({ brandId }));
      const assets = asSent(z.array(portalAssetSchema), page.assets);
      return { pages: [{ assets, nextCursor: page.nextCursor, total: page.total }], pageParams: [undefined] };
    },
  };
}

const bellRead: Read = {
  key: queryKeys.notifications,
  read: async (db, user) => asSent(notificationsSchema, await listNotifications(db, user)),
};

/** What each page's first screen shows beside the bell: the dashboard's cards (docs/screens.md#dashboard). */
const PAGE_READS: Record<string, (brand: Brand | undefined) => Read[]> = {
  "/": (brand) => [
    {
      key: queryKeys.promoCode,
      read: async (_db, user) => asSent(promoCodeResponseSchema, { promoCode: user.promoCode }),
    },
    { key: queryKeys.linkStats, read: async (db, user) => asSent(repLinkStatsSchema, await linkStats(db, user)) },
    ...(brand ? [firstAssetPageRead(brand.id)] : []),
  ],
};

/**
 * The first screen's queries, read on the server for the browser's data cache (React Query's
 * HydrationBoundary in the signed-in layouts takes them), so a whole page's load paints with its
 * data and asks the API nothing. Only for a document load by a signed-in user (the session the
 * request gate verified), outside upstream proxy mode. A read that fails is left out, and the browser loads (and
 * reports) it as before.
 */
export async function firstScreenQueries(): Promise<DehydratedState | undefined> {
  if (upstreamConfig() || !(await isDocumentLoad())) return undefined;
  const signedIn = await renderUser();
  if (!signedIn) return undefined;
  const pageReads = PAGE_READS[await pagePath()];
  const reads = [bellRead, ...(pageReads ? pageReads(await firstBrand()) : [])];
  const { db } = await getRuntime();
  const client = new QueryClient();
  await Promise.all(
    reads.map(async ({ key, read }) => {
      try {
        client.setQueryData(key, await read(db, signedIn.user));
      } catch (error) {
        console.error(`Reading ${String(key[0])} for the first screen failed`, error);
      }
    }),
  );
  return dehydrate(client);
}

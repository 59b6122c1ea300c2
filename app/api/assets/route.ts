import { listAssetsQuerySchema } from "@/lib/contract/assets";
import { route } from "@/lib/server/app/api-route";
import { assetPageResponse } from "@/lib/server/library/asset-page-response";
import { listAssets } from "@/lib/server/library/asset-list";
import { brandReads } from "@/lib/server/reports/brand-readers";

// Customers' reads come from reports/ (which reads the library): handed in here, so library/ never imports it.
export const GET = route({ auth: "user", query: listAssetsQuerySchema }, async ({ db, user, query }) =>
  assetPageResponse(await listAssets(db, user, query, await brandReads(db, query.brandId))),
);

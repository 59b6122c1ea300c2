import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@/lib/contract/asset-pages";
import { listAssetsQuerySchema } from "@/lib/contract/assets";
import { route } from "@/lib/server/platform/http";
import { listAssets, type AssetPage } from "@/lib/server/library/assets";

/** The page's assets as the body (docs/api.md#calls); the next page's cursor and the total as headers. */
function pageResponse({ assets, nextCursor, total }: AssetPage): Response {
  const headers = new Headers();
  if (nextCursor) headers.set(NEXT_CURSOR_HEADER, nextCursor);
  if (total !== undefined) headers.set(TOTAL_COUNT_HEADER, String(total));
  return Response.json(assets, { headers });
}

export const GET = route({ auth: "user", query: listAssetsQuerySchema }, async ({ runtime, user, query }) =>
  pageResponse(await listAssets(runtime.db, user, query)),
);

import "server-only";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@/lib/contract/asset-paging";
import type { AssetPage } from "./asset-list";

/** GET /api/assets: the assets as the body (docs/api.md#calls); the next cursor and the total as headers. */
export function assetPageResponse({ assets, nextCursor, total }: AssetPage): Response {
  const headers = new Headers();
  if (nextCursor) headers.set(NEXT_CURSOR_HEADER, nextCursor);
  if (total !== undefined) headers.set(TOTAL_COUNT_HEADER, String(total));
  return Response.json(assets, { headers });
}

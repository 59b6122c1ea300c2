import "server-only";
import type { NextRequest } from "next/server";
import { expectsFetchMetadata } from "@/lib/server/engagement/browser-navigation";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import type { Hits } from "@/lib/server/engagement/hit-services";
import type { Db } from "@/lib/server/platform/db/client";
import { serverEnv } from "@/lib/server/platform/env";
import { sharePageResponse } from "@/lib/server/shares/share-page-response";
import { recordRoomDownload } from "./room-engagement";
import { loadRoomPage } from "./room-page";
import { roomPageResponse } from "./room-page-response";

const POSITION = /^\d{1,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A click on the room page's own Download link: `Sec-Fetch-Site: same-origin`, or no such header
 * where a browser would send none (plain http, Safari before 16.4). A script's bare GET, another
 * site's link, a typed address (`none`) are not the page's.
 */
function fromThePage(request: NextRequest): boolean {
  const site = request.headers.get("sec-fetch-site");
  return site === "same-origin" || (site === null && !expectsFetchMetadata(request, serverEnv()));
}

/**
 * GET /r/{slug}/files/{n}: the file of the room's asset at position n, as a redirect to its stored
 * address (what the share page's Download links to directly), so the page names no asset. With
 * `?v=<visitId>` (the page's Download link) a GET counts a download on that visit, once per visit
 * and asset, when it is a human visit of this room and the click came from the page; the redirect
 * follows either way. A
 * closed room answers its 410 page; an unknown room or position the share page's 404.
 */
export async function serveRoomFile(
  db: Db,
  hits: Hits,
  request: NextRequest,
  { slug, n }: { slug: string; n: string },
  method: "GET" | "HEAD",
): Promise<Response> {
  // Every request, counted or not, before any database work (docs/security.md, "Flood guard").
  const flooded = floodResponse(hits.floodGuard, request);
  if (flooded) return flooded;
  const withBody = method === "GET";
  const result = await loadRoomPage(db, slug);
  if (result.kind !== "live") return roomPageResponse(result, slug, withBody);
  const asset = POSITION.test(n) ? result.page.assets.find((a) => a.position === Number(n)) : undefined;
  if (!asset?.url) return sharePageResponse({ kind: "missing" }, withBody);
  const visitId = request.nextUrl.searchParams.get("v");
  if (withBody && visitId && UUID.test(visitId) && fromThePage(request)) {
    await recordRoomDownload(db, result.roomId, visitId, asset.assetId);
  }
  return new Response(null, {
    status: 302,
    headers: { Location: asset.url, "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" },
  });
}

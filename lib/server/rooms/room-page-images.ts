import "server-only";
import type { NextRequest } from "next/server";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { pageImageRequest, pageImageResponse } from "@/lib/server/pages/page-image-response";
import { storedPdfName } from "@/lib/server/pages/rendered-pages";
import type { Hits } from "@/lib/server/engagement/hit-services";
import type { Db } from "@/lib/server/platform/db/client";
import { serverEnv } from "@/lib/server/platform/env";
import { sharePageResponse } from "@/lib/server/shares/share-page-response";
import { loadRoomPage } from "./room-page";
import { roomPageResponse } from "./room-page-response";

const POSITION = /^\d{1,2}$/;

/**
 * GET and HEAD /r/{slug}/files/{n}/pages/{page}/{width}: one page image of the room's PDF at
 * position n, answered like the room page (its own open rule): 410 when the room is closed, 404 for
 * an unknown room, position, page or width (a URL that names no possible page is refused before any
 * database work). Never a visit; the page images' own flood guard bounds a client's work.
 */
export async function serveRoomPageImage(
  db: Db,
  hits: Hits,
  request: NextRequest,
  { slug, n, page, width }: { slug: string; n: string; page: string; width: string },
  method: "GET" | "HEAD",
): Promise<Response> {
  const withBody = method === "GET";
  const flooded = floodResponse(hits.pageImageGuard, request);
  if (flooded) return flooded;
  const wanted = pageImageRequest(page, width);
  if (!wanted || !POSITION.test(n)) return sharePageResponse({ kind: "missing" }, withBody);
  const result = await loadRoomPage(db, slug);
  if (result.kind !== "live") return roomPageResponse(result, slug, withBody);
  const asset = result.page.assets.find((a) => a.position === Number(n));
  const fileName = asset?.url ? storedPdfName(asset.url) : undefined;
  const image = fileName && (await pageImageResponse(db, serverEnv(), fileName, wanted, withBody));
  return image || sharePageResponse({ kind: "missing" }, withBody);
}

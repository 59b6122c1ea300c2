import "server-only";
import type { NextRequest } from "next/server";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { pageImageRequest, pageImageResponse } from "@/lib/server/pages/page-image-response";
import { storedPdfName } from "@/lib/server/pages/rendered-pages";
import type { Hits } from "@/lib/server/engagement/hit-services";
import type { Db } from "@/lib/server/platform/db/client";
import { serverEnv } from "@/lib/server/platform/env";
import { loadSharePage } from "./share-page-content";
import { sharePageResponse } from "./share-page-response";

/**
 * GET and HEAD /asset/{slug}/pages/{page}/{width}: one page image of the share page's PDF, answered
 * like the page itself: 410 once the asset is retired, 404 for an unknown slug, page or width (a URL
 * that names no possible page is refused before any database work). Never a hit; the page images'
 * own flood guard bounds a client's work.
 */
export async function serveSharePageImage(
  db: Db,
  hits: Hits,
  request: NextRequest,
  { shareSlug, page, width }: { shareSlug: string; page: string; width: string },
  method: "GET" | "HEAD",
): Promise<Response> {
  const withBody = method === "GET";
  const flooded = floodResponse(hits.pageImageGuard, request);
  if (flooded) return flooded;
  const wanted = pageImageRequest(page, width);
  if (!wanted) return sharePageResponse({ kind: "missing" }, withBody);
  const result = await loadSharePage(db, shareSlug);
  if (result.kind !== "live") return sharePageResponse(result, withBody);
  const fileName = result.page.url ? storedPdfName(result.page.url) : undefined;
  const image = fileName && (await pageImageResponse(db, serverEnv(), fileName, wanted, withBody));
  return image || sharePageResponse({ kind: "missing" }, withBody);
}

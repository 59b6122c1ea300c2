import "server-only";
import type { NextRequest } from "next/server";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { pageImageRequest, pageImageResponse } from "@/lib/server/pages/page-image-response";
import { storedPdfName } from "@/lib/server/pages/rendered-pages";
import { publicPageRoute } from "@/lib/server/app/public-page-route";
import type { Runtime } from "@/lib/server/app/runtime";
import { loadSharePage } from "./share-page-content";
import { sharePageResponse } from "./share-page-response";

type Segment = { params: Promise<{ shareSlug: string; page: string; width: string }> };

/**
 * GET and HEAD /asset/{slug}/pages/{page}/{width}: one page image of the share page's PDF, answered
 * like the page itself: 410 once the asset is retired, 404 for an unknown slug, page or width (a URL
 * that names no possible page is refused before any database work). Never a hit; the page images'
 * own flood guard bounds a client's work.
 */
export const sharePageImageRoute = (method: "GET" | "HEAD") =>
  publicPageRoute(async (request: NextRequest, segment: Segment, runtime: Runtime) => {
    const { shareSlug, page, width } = await segment.params;
    const withBody = method === "GET";
    const flooded = floodResponse(runtime, request, runtime.hits.pageImageGuard);
    if (flooded) return flooded;
    const wanted = pageImageRequest(page, width);
    if (!wanted) return sharePageResponse({ kind: "missing" }, withBody);
    const result = await loadSharePage(runtime.db, shareSlug);
    if (result.kind !== "live") return sharePageResponse(result, withBody);
    const fileName = result.page.url ? storedPdfName(result.page.url) : undefined;
    const image = fileName && (await pageImageResponse(runtime.db, runtime.env, fileName, wanted, withBody));
    return image || sharePageResponse({ kind: "missing" }, withBody);
  });

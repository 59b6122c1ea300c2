import "server-only";
import { ENGAGEMENT_SCRIPT_SOURCE, type BeaconOf } from "@/lib/server/public-page/engagement-beacon";
import { publicPageResponse } from "@/lib/server/public-page/public-page-response";
import { publicStatusDocument } from "@/lib/server/public-page/public-page-shell";
import type { SharePageResult } from "@/lib/server/shares/share-page-content";
import { sharePageDocument } from "./share-page-document";

const NOT_FOUND = "This shared asset could not be found.";
const GONE = "This asset is no longer available.";
const HINT = "Please ask the person who shared it with you for a new link.";

function documentFor(result: SharePageResult, beacon?: BeaconOf): { status: number; markup: string; css: string } {
  switch (result.kind) {
    case "live":
      return { status: 200, ...sharePageDocument(result.page, beacon) };
    case "retired":
      return { status: 410, ...publicStatusDocument(GONE, HINT) };
    case "missing":
      return { status: 404, ...publicStatusDocument(NOT_FOUND, HINT) };
  }
}

/**
 * The public share page as a complete HTML response with its real status (200, 404 or 410). HEAD
 * gets the same head without the body.
 */
export function sharePageResponse(result: SharePageResult, withBody: boolean, beacon?: BeaconOf): Response {
  const { status, markup, css } = documentFor(result, beacon);
  return publicPageResponse({ status, markup, css, scriptSource: ENGAGEMENT_SCRIPT_SOURCE }, withBody);
}

import "server-only";
import type { NextRequest } from "next/server";
import { recordCtaClick } from "@/lib/server/engagement/cta-clicks";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import type { Hits } from "@/lib/server/engagement/hit-services";
import type { Db } from "@/lib/server/platform/db/client";
import { ctaLocation, ctaRedirect } from "@/lib/server/public-page/call-to-action";
import { loadSharePage } from "./share-page-content";
import { sharePageResponse } from "./share-page-response";

/**
 * GET or HEAD /asset/{slug}/cta: the share page's call to action. A human GET with the page open's
 * id (`?o=`) is recorded as the reader's click (once per open); every request that reaches a live
 * page with a call to action is sent (302) to the brand's stored https address with `shareSlug`, and
 * nowhere else. A page without one answers the share page's 404; a retired one its 410.
 */
export async function followShareCta(
  db: Db,
  hits: Hits,
  request: NextRequest,
  shareSlug: string,
  method: "GET" | "HEAD",
): Promise<Response> {
  const flooded = floodResponse(hits.floodGuard, request);
  if (flooded) return flooded;
  const result = await loadSharePage(db, shareSlug);
  const withBody = method === "GET";
  if (result.kind !== "live") return sharePageResponse(result, withBody);
  const { cta } = result.page;
  if (!cta) return sharePageResponse({ kind: "missing" }, withBody);
  if (withBody) {
    await recordCtaClick(hits, db, request, {
      target: "share",
      targetId: result.shareLinkId,
      ownerId: result.ownerId,
      openId: request.nextUrl.searchParams.get("o"),
      label: cta.label,
    });
  }
  return ctaRedirect(ctaLocation(cta.url, "shareSlug", shareSlug));
}

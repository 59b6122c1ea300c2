import "server-only";
import type { NextRequest } from "next/server";
import { recordCtaClick } from "@/lib/server/engagement/cta-clicks";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import type { Hits } from "@/lib/server/engagement/hit-services";
import type { Db } from "@/lib/server/platform/db/client";
import { ctaLocation, ctaRedirect } from "@/lib/server/public-page/call-to-action";
import { publicPageResponse } from "@/lib/server/public-page/public-page-response";
import { publicStatusDocument } from "@/lib/server/public-page/public-page-shell";
import { ROOM_SCRIPT_SOURCE } from "./room-beacon";
import { loadRoomPage } from "./room-page";
import { roomPageResponse } from "./room-page-response";

/**
 * GET or HEAD /r/{slug}/cta: the room page's call to action. A human GET with the visit's id
 * (`?o=`) is recorded as the recipient's click (once per visit) and shown on the room's timeline;
 * every request that reaches an open room with a call to action is sent (302) to the brand's stored
 * https address with `roomSlug`, and nowhere else. A closed room answers its 410 page; an unknown
 * room, or one whose brand has no call to action, a 404.
 */
export async function followRoomCta(
  db: Db,
  hits: Hits,
  request: NextRequest,
  slug: string,
  method: "GET" | "HEAD",
): Promise<Response> {
  const flooded = floodResponse(hits.floodGuard, request);
  if (flooded) return flooded;
  const result = await loadRoomPage(db, slug);
  const withBody = method === "GET";
  if (result.kind !== "live") return roomPageResponse(result, slug, withBody);
  const { cta } = result.page;
  if (!cta) {
    const missing = publicStatusDocument("This page could not be found.", "Please go back to the room.");
    return publicPageResponse({ status: 404, ...missing, scriptSource: ROOM_SCRIPT_SOURCE }, withBody);
  }
  if (withBody) {
    await recordCtaClick(hits, db, request, {
      target: "room",
      targetId: result.roomId,
      ownerId: result.ownerId,
      openId: request.nextUrl.searchParams.get("o"),
      label: cta.label,
    });
  }
  return ctaRedirect(ctaLocation(cta.url, "roomSlug", slug));
}

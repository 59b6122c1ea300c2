import "server-only";
import { publicPageResponse } from "@/lib/server/public-page/public-page-response";
import { publicStatusDocument } from "@/lib/server/public-page/public-page-shell";
import { ROOM_SCRIPT_SOURCE } from "./room-beacon";
import type { RoomPageResult } from "./room-page";
import { RoomClosedDocument, RoomPageDocument } from "./room-page-document";

/**
 * The room page as HTML with its real status: 200 for a live room (with the beacon when the visit is
 * recorded), 410 for a revoked or expired one, and a 404 that names a room for an unknown slug.
 * HEAD gets the same head without the body.
 */
const ROOM_MISSING = "This room could not be found.";

export function roomPageResponse(result: RoomPageResult, slug: string, withBody: boolean, visitId?: string): Response {
  switch (result.kind) {
    case "missing":
      return publicPageResponse(
        {
          status: 404,
          ...publicStatusDocument(ROOM_MISSING, "Please ask the person who sent it to you for a new link."),
          scriptSource: ROOM_SCRIPT_SOURCE,
        },
        withBody,
      );
    case "closed":
      return publicPageResponse(
        { status: 410, ...RoomClosedDocument(result.card), scriptSource: ROOM_SCRIPT_SOURCE },
        withBody,
      );
    case "live":
      return publicPageResponse(
        { status: 200, ...RoomPageDocument(slug, result.page, visitId), scriptSource: ROOM_SCRIPT_SOURCE },
        withBody,
      );
  }
}

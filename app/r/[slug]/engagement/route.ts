import { roomEngagementBeaconSchema } from "@/lib/contract/rooms";
import { notFound } from "@/lib/server/platform/http-errors";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { publicRoute } from "@/lib/server/app/api-route";
import { recordRoomEngagement } from "@/lib/server/rooms/room-engagement";
import { hitWriter } from "@/lib/server/app/hit-writer";

// The room page's engagement beacon (lib/server/rooms/room-beacon.ts): 204 when the report was
// taken, 404 when the room has no human visit of that id (yet: a visit is written about 100 ms after
// it is served), 400 for a malformed report, 429 for a flood. navigator.sendBeacon posts its string
// as text/plain; a report of all 20 assets is under 1 KB, and about 30 bytes more per page read.
const BEACON = { body: roomEngagementBeaconSchema, bodyTypes: ["text/plain", "application/json"], maxBodyBytes: 32768 };

export const POST = publicRoute(BEACON, async ({ db, request, params, body }) => {
  const flooded = floodResponse(hitWriter().floodGuard, request);
  if (flooded) return flooded;
  if (!(await recordRoomEngagement(db, String(params.slug), body))) {
    throw notFound("This room has no visit with that id.", "unknown_visit");
  }
});

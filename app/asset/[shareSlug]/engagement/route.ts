import { engagementBeaconSchema } from "@/lib/contract/engagement";
import { notFound } from "@/lib/server/platform/errors";
import { recordEngagement } from "@/lib/server/engagement/engagement-store";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { publicRoute } from "@/lib/server/platform/http";

// The share page's engagement beacon (lib/server/shares/engagement-beacon.ts): 204 when the
// report was taken, 404 when the page has no human open of that id (yet: an open is written about
// 2 s after it is served), 400 for a malformed report, 429 for a flood.
// navigator.sendBeacon posts its string as text/plain; a report is under 100 bytes.
const BEACON = { body: engagementBeaconSchema, bodyTypes: ["text/plain", "application/json"], maxBodyBytes: 1024 };

export const POST = publicRoute(BEACON, async ({ runtime, request, params, body }) => {
  const flooded = floodResponse(runtime, request);
  if (flooded) return flooded;
  if (!(await recordEngagement(runtime.db, String(params.shareSlug), body))) {
    throw notFound("This share page has no open with that id.", "unknown_open");
  }
});

import "server-only";
import { engagementBeaconSchema, type EngagementBeacon } from "@/lib/contract/engagement";
import { recordEngagement } from "@/lib/server/engagement/engagement-store";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { notFound } from "@/lib/server/platform/errors";
import type { PublicContext } from "@/lib/server/platform/http";

// navigator.sendBeacon posts its string as text/plain; a report is under 100 bytes.
export const ENGAGEMENT_REPORT = {
  body: engagementBeaconSchema,
  bodyTypes: ["text/plain", "application/json"],
  maxBodyBytes: 1024,
};

/**
 * POST /asset/{slug}/engagement, the share page's beacon (engagement-beacon.ts): 204 when the report
 * was taken, 404 when the page has no human open of that id (yet: an open is written about 2 s after
 * it is served), 429 for a flood.
 */
export async function takeEngagementReport({
  runtime,
  request,
  params,
  body,
}: PublicContext<EngagementBeacon, undefined>): Promise<Response | undefined> {
  const flooded = floodResponse(runtime, request);
  if (flooded) return flooded;
  if (!(await recordEngagement(runtime.db, String(params.shareSlug), body))) {
    throw notFound("This share page has no open with that id.", "unknown_open");
  }
}

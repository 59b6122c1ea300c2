import "server-only";
import type { NextRequest } from "next/server";
import { sharePagesBeaconSchema, type SharePagesBeacon } from "@/lib/contract/pages";
import { recordEngagement } from "@/lib/server/engagement/engagement-store";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { notFound } from "@/lib/server/platform/http-errors";
import type { FloodGuard } from "@/lib/server/engagement/flood-guard";
import type { Db } from "@/lib/server/platform/db/client";

// navigator.sendBeacon posts its string as text/plain; a report is under 100 bytes, and about 30
// more per page read (300 pages: under 10 KB).
export const ENGAGEMENT_REPORT = {
  body: sharePagesBeaconSchema,
  bodyTypes: ["text/plain", "application/json"],
  maxBodyBytes: 16 * 1024,
};

/**
 * POST /asset/{slug}/engagement, the share page's beacon (engagement-beacon.ts): 204 when the report
 * was taken, 404 when the page has no human open of that id (yet: an open is written about 2 s after
 * it is served), 429 for a flood.
 */
export async function takeEngagementReport(
  db: Db,
  floodGuard: FloodGuard,
  request: NextRequest,
  shareSlug: string,
  body: SharePagesBeacon,
): Promise<Response | undefined> {
  const flooded = floodResponse(floodGuard, request);
  if (flooded) return flooded;
  if (!(await recordEngagement(db, shareSlug, body))) {
    throw notFound("This share page has no open with that id.", "unknown_open");
  }
}

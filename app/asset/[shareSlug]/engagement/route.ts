import { publicRoute } from "@/lib/server/app/api-route";
import { hitWriter } from "@/lib/server/app/hit-writer";
import { ENGAGEMENT_REPORT, takeEngagementReport } from "@/lib/server/shares/engagement-report";

// The share page's engagement beacon; a malformed report is a 400.
export const POST = publicRoute(ENGAGEMENT_REPORT, ({ db, request, params, body }) =>
  takeEngagementReport(db, hitWriter().floodGuard, request, String(params.shareSlug), body),
);

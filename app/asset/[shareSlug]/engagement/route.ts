import { publicRoute } from "@/lib/server/app/api-route";
import { ENGAGEMENT_REPORT, takeEngagementReport } from "@/lib/server/shares/engagement-report";

// The share page's engagement beacon; a malformed report is a 400.
export const POST = publicRoute(ENGAGEMENT_REPORT, takeEngagementReport);

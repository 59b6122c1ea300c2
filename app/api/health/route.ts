import { healthRoute } from "@/lib/server/engagement/health-route";
import { orUpstream } from "@/lib/server/platform/http";

// For operators and probes: the status for anyone, the details with HEALTH_TOKEN or an admin session.
// Forwarded in upstream proxy mode like every /api call.
export const GET = orUpstream(healthRoute);

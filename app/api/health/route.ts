import { healthRoute } from "@/lib/server/app/health-check";
import { orUpstream } from "@/lib/server/platform/upstream";

// For operators and probes: the status for anyone, the details with HEALTH_TOKEN or an admin session.
// Forwarded in upstream proxy mode like every /api call.
export const GET = orUpstream(healthRoute);

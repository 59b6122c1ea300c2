import { orUpstream } from "@/lib/server/platform/http";
import { healthResponse } from "@/lib/server/platform/outage/health";

// For operators and probes; no session needed. Forwarded in upstream proxy mode like every /api call.
export const GET = orUpstream(healthResponse);

import { orUpstream } from "@/lib/server/http";
import { healthResponse } from "@/lib/server/outage/health";

// For operators and probes; no session needed. Forwarded in upstream proxy mode like every /api call.
export const GET = orUpstream(healthResponse);

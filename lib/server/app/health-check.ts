import "server-only";
import type { NextRequest } from "next/server";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { healthResponse } from "@/lib/server/platform/outage/health-response";
import { withCookies, type CookieToSet } from "@/lib/server/platform/request/session-credentials";
import { getRuntime, type Runtime } from "./runtime";
import { secretMatches } from "@/lib/server/platform/secret-match";
import { currentUser } from "@/lib/server/auth/current-user";

/** `Authorization: Bearer <HEALTH_TOKEN>`, or an admin's session (a token or cookie that fails is no one). */
async function mayReadHealthDetails(runtime: Runtime, request: NextRequest, cookies: CookieToSet[]): Promise<boolean> {
  const configured = runtime.env.HEALTH_TOKEN;
  const bearer = /^Bearer (\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  if (configured && bearer && secretMatches(bearer, configured)) return true;
  try {
    return (await currentUser(runtime, request, cookies)).user.role === "admin";
  } catch {
    return false;
  }
}

/**
 * GET /api/health behind the public pages' flood guard (docs/security.md, "Flood guard"): a signed-out
 * caller learns only whether the portal is up, never how many hits wait to be written.
 */
export async function healthRoute(request: NextRequest): Promise<Response> {
  const runtime = await getRuntime().catch(() => undefined);
  if (!runtime) return healthResponse(undefined, undefined);
  const flooded = floodResponse(runtime, request);
  if (flooded) return flooded;
  const cookies: CookieToSet[] = [];
  const detailed = await mayReadHealthDetails(runtime, request, cookies);
  return withCookies(await healthResponse(runtime.db, detailed ? runtime.hits.buffer.pendingHits : undefined), cookies);
}

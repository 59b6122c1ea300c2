import "server-only";
import type { NextRequest } from "next/server";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { healthResponse } from "@/lib/server/platform/outage/health-response";
import { withCookies, type CookieToSet } from "@/lib/server/platform/request/session-credentials";
import { secretMatches } from "@/lib/server/platform/secret-match";
import { currentUser, hasAdminRights } from "@/lib/server/session/session";
import { authSetup } from "@/lib/server/auth/keys";
import type { Db } from "@/lib/server/platform/db/client";
import { serverEnv } from "@/lib/server/platform/env";
import { appReady } from "./start";
import { hitWriter } from "./hit-writer";

/** `Authorization: Bearer <HEALTH_TOKEN>`, or an admin's session (a token or cookie that fails is no one). */
async function mayReadHealthDetails(db: Db, request: NextRequest, cookies: CookieToSet[]): Promise<boolean> {
  const configured = serverEnv().HEALTH_TOKEN;
  const bearer = /^Bearer (\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  if (configured && bearer && secretMatches(bearer, configured)) return true;
  try {
    return hasAdminRights((await currentUser(await authSetup(db), request, cookies)).user);
  } catch {
    return false;
  }
}

/**
 * GET /api/health behind the public pages' flood guard (docs/security.md, "Flood guard"): a signed-out
 * caller learns only whether the portal is up, never how many hits wait to be written.
 */
export async function healthRoute(request: NextRequest): Promise<Response> {
  const db = await appReady().catch(() => undefined);
  if (!db) return healthResponse(undefined, undefined);
  const hits = hitWriter();
  const flooded = floodResponse(hits.floodGuard, request);
  if (flooded) return flooded;
  const cookies: CookieToSet[] = [];
  const detailed = await mayReadHealthDetails(db, request, cookies);
  return withCookies(await healthResponse(db, detailed ? hits.buffer.pendingHits : undefined), cookies);
}

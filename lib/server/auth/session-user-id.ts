import "server-only";
import type { NextRequest } from "next/server";
import { publicOrigin } from "@/lib/server/request/public-origin";
import type { Runtime } from "@/lib/server/runtime";
import { authBackend } from "./backend";
import { bearerToken, carriesSessionCookie, requestSession } from "./request-session";
import { verifyAccessToken } from "./verify-access-token";

/**
 * The user id of a valid session the request carries (session cookie or bearer token), else
 * undefined; never throws. Public pages use it only to mark a rep's own hits, never for access.
 * A refreshed session is not written back: the portal's next page does that.
 */
export async function sessionUserId(runtime: Runtime, request: NextRequest): Promise<string | undefined> {
  if (!bearerToken(request) && !carriesSessionCookie(request)) return undefined;
  try {
    const { accessToken } = await requestSession(
      request,
      () => authBackend(runtime, request),
      publicOrigin(request, runtime.env),
    );
    return accessToken ? (await verifyAccessToken(runtime, accessToken))?.userId : undefined;
  } catch {
    return undefined;
  }
}

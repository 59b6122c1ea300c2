import "server-only";
import type { NextRequest } from "next/server";
import { forbidden } from "@/lib/server/platform/http-errors";
import type { ServerEnv } from "@/lib/server/platform/env";
import { bearerToken, carriesSessionCookie } from "./session-credentials";
import { publicOrigin } from "./public-origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A request that changes something and is signed in only by the session cookie (which a browser
 * attaches to a form posted from any site) must come from this site: its Origin is the public
 * origin, or, where a browser sent none, Sec-Fetch-Site says same-origin. A bearer token is never
 * attached by a browser on its own, so bearer calls (the portal's own, the documented API, upstream
 * mode) pass; a request with neither is not signed in and is refused later as such.
 */
export function assertSameSite(request: NextRequest, env: ServerEnv): void {
  if (SAFE_METHODS.has(request.method) || bearerToken(request) || !carriesSessionCookie(request)) return;
  const origin = request.headers.get("origin");
  const sameSite = origin
    ? origin === publicOrigin(request, env)
    : request.headers.get("sec-fetch-site") === "same-origin";
  if (!sameSite) throw forbidden("Requests from other sites cannot act for a signed-in user.", "cross_site_request");
}

import "server-only";
import type { NextRequest } from "next/server";
import type { Runtime } from "@/lib/server/app/runtime";
import { actorFromIdentity, type Profile } from "@/lib/server/auth/profiles";
import { unauthorized } from "@/lib/server/platform/errors";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { authBackend } from "./backend";
import type { CookieToSet } from "@/lib/server/platform/request/session-credentials";
import { requestSession } from "./request-session";
import { verifyAccessToken } from "./verify-access-token";

export interface CurrentUser {
  user: Profile;
  accessToken: string;
}

/**
 * Who sent the request: the bearer token or the session cookie (refreshed when it has expired; the
 * rewritten cookies are pushed onto `cookiesToSet` for the response), checked locally, with the
 * profile from the database as the authority for role and active flag. Throws 401/403.
 */
export async function currentUser(
  runtime: Runtime,
  request: NextRequest,
  cookiesToSet: CookieToSet[],
): Promise<CurrentUser> {
  const session = await requestSession(
    request,
    () => authBackend(runtime, request),
    publicOrigin(request, runtime.env),
  );
  cookiesToSet.push(...session.cookiesToSet);
  const identity = session.accessToken ? await verifyAccessToken(runtime, session.accessToken) : undefined;
  if (!session.accessToken || !identity) throw unauthorized("Your session has expired or is missing. Please sign in.");
  return { user: await actorFromIdentity(runtime.db, identity), accessToken: session.accessToken };
}

import "server-only";
import { headers } from "next/headers";
import type { NextRequest } from "next/server";
import { cache } from "react";
import { verifyResponseSchema, type Role, type VerifyResponse } from "@/lib/contract/auth";
import { sessionCookieToken } from "@/lib/session-token";
import { authBackend } from "@/lib/server/auth/backend";
import type { AuthSetup } from "@/lib/server/auth/keys";
import { createProfile, findProfile, isUniqueViolation, type Profile } from "@/lib/server/auth/profiles";
import type { Db } from "@/lib/server/platform/db/client";
import { forbidden, unauthorized } from "@/lib/server/platform/http-errors";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { bearerToken, type CookieToSet } from "@/lib/server/platform/request/session-credentials";
import { requestSession } from "./cookie-session";
import { authenticClaims, verifyAccessToken, type TokenIdentity } from "./token-check";

// Who the user is (docs/security.md#sessions): one chain, from the request's credentials (the
// bearer header, else the session cookie) to an access token, its verified identity and the live
// profile; three entry points, one per context: `currentUser` (an API request), `renderUser` (a page
// render) and `publicPageUserId` (a public page). Admin rights are one rule: `hasAdminRights`.

export const DEACTIVATED_MESSAGE = "This account has been deactivated. Contact your administrator.";

/**
 * The admin rule, which every server check of admin rights calls: the role of the profile the
 * chain below read from the database (never the token's claim); the chain hands over only a live,
 * active account. The browser's `useIsAdmin` mirrors it only to choose what to show.
 */
export function hasAdminRights(user: { role: Role }): boolean {
  return user.role === "admin";
}

/**
 * The signed-in user's profile: once it exists, the database, not the token, decides role and
 * access. A user made directly in the auth service (e.g. in the Supabase dashboard) gets a profile
 * on first sign-in: an admin when the token's app_metadata.role is "admin" (only the service role
 * can set it), else a rep.
 */
export async function actorFromIdentity(db: Db, identity: TokenIdentity): Promise<Profile> {
  let profile = await findProfile(db, identity.userId);
  if (!profile) {
    const role: Role = identity.claimedRole === "admin" ? "admin" : "rep";
    await createProfile(db, { id: identity.userId, email: identity.email, role }).catch((error: unknown) => {
      if (!isUniqueViolation(error, "profiles_pkey")) throw error;
    });
    profile = await findProfile(db, identity.userId);
  }
  if (!profile || profile.deletedAt) throw unauthorized("This account no longer exists.");
  if (!profile.isActive) throw forbidden(DEACTIVATED_MESSAGE, "account_inactive");
  return profile;
}

export interface CurrentUser {
  user: Profile;
  accessToken: string;
}

/**
 * An API request (and the request gate): the bearer token or the session cookie (refreshed when it
 * has expired; the rewritten cookies are pushed onto `cookiesToSet` for the response), checked
 * locally, with the profile from the database as the authority for role and active flag. Throws
 * 401/403.
 */
export async function currentUser(
  auth: AuthSetup,
  request: NextRequest,
  cookiesToSet: CookieToSet[],
): Promise<CurrentUser> {
  const session = await requestSession(request, () => authBackend(auth, request), publicOrigin(request, auth.env));
  cookiesToSet.push(...session.cookiesToSet);
  const identity = session.accessToken ? await verifyAccessToken(auth, session.accessToken) : undefined;
  if (!session.accessToken || !identity) throw unauthorized("Your session has expired or is missing. Please sign in.");
  return { user: await actorFromIdentity(auth.db, identity), accessToken: session.accessToken };
}

/**
 * The request header by which the request gate hands the page render the session it has just
 * verified (with `currentUser`, or in upstream mode by the upstream), so a render neither checks the
 * session again nor waits for the browser to ask /api/auth/verify. The gate runs for every page and
 * removes any such header a client sent (docs/security.md#sessions).
 */
export const SIGNED_IN_HEADER = "x-portal-signed-in";

export function signedInHeaderValue(verified: VerifyResponse): string {
  return encodeURIComponent(JSON.stringify(verified));
}

/**
 * A page render: the session the request gate verified for this request, or undefined (signed out,
 * or no gate ran). The first screen paints for it and reads its own data with it; every API call
 * still verifies its own session.
 */
export const renderUser = cache(async (): Promise<VerifyResponse | undefined> => {
  const value = (await headers()).get(SIGNED_IN_HEADER);
  if (!value) return undefined;
  try {
    const parsed = verifyResponseSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
});

/**
 * A public page: who its visitor is signed in as, only to tell a rep's own clicks apart: the subject
 * of an authentic access token (signature and issuer checked, role authenticated) in the bearer
 * header or the session cookie, expired or not. Never refreshes: a refresh rotates the refresh
 * token, and a public page cannot hand the new one back (the browser's next refresh would then
 * reuse the old one, and reuse detection would sign the rep out). No database query either.
 * Undefined otherwise.
 */
export async function publicPageUserId(
  auth: Pick<AuthSetup, "env" | "authKeys">,
  request: NextRequest,
): Promise<string | undefined> {
  const token = bearerToken(request) ?? (await sessionCookieToken(request.cookies.getAll(), { anyExpiry: true }));
  if (!token) return undefined;
  try {
    const claims = await authenticClaims(auth, token, { anyExpiry: true });
    return claims.role === "authenticated" && typeof claims.sub === "string" ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}

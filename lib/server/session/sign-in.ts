import "server-only";
import { isAuthApiError, type AuthError } from "@supabase/supabase-js";
import type { NextRequest } from "next/server";
import type { LoginBody, LoginResponse, VerifyResponse } from "@/lib/contract/auth";
import { authBackend, passwordThrottle, serverAuthClient } from "@/lib/server/auth/backend";
import { AccountThrottled, throttledPasswordCheck } from "@/lib/server/auth/password-throttle";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import { bearerToken, carriesSessionCookie, type CookieToSet } from "@/lib/server/platform/request/session-credentials";
import { forbidden, HttpError, outageError, tooManyRequests, unauthorized } from "@/lib/server/platform/http-errors";
import type { AuthSetup } from "@/lib/server/auth/keys";
import { toPortalUser, type Profile } from "@/lib/server/auth/profiles";
import { clearedSessionCookies, cookieSessionClient } from "./cookie-session";
import { actorFromIdentity, DEACTIVATED_MESSAGE } from "./session";
import { verifyAccessToken } from "./token-check";

const BAD_CREDENTIALS = "Invalid email or password.";

function signInError(error: unknown): HttpError {
  const outage = outageError(error);
  if (outage) return outage;
  if (isAuthApiError(error)) {
    if (error.status === 429) return tooManyRequests(error.message, 60);
    if (error.code === "email_not_confirmed")
      return unauthorized("Please confirm your email address first.", "email_not_confirmed");
  }
  console.error("Sign-in failed at the auth service", error);
  return new HttpError(502, "auth_unavailable", "The sign-in service is unavailable. Please try again.");
}

function isWrongPassword(error: unknown): boolean {
  return (
    isAuthApiError(error) &&
    (error.status === 400 || error.status === 401 || error.status === 422) &&
    error.code !== "email_not_confirmed"
  );
}

/** The password check at the auth service, under the per-account throttle. */
async function passwordSession(auth: AuthSetup, request: Request, body: LoginBody) {
  const backend = authBackend(auth, request);
  const supabase = serverAuthClient(backend, "anon");
  try {
    const session = await throttledPasswordCheck(
      auth.db,
      body.email,
      backend.clientIp,
      passwordThrottle(auth.env),
      async () => {
        const { data, error } = await supabase.auth.signInWithPassword({ email: body.email, password: body.password });
        // The password was right (a ban is checked after it): not a failure to count.
        if (isAuthApiError(error) && error.code === "user_banned")
          throw forbidden(DEACTIVATED_MESSAGE, "account_inactive");
        if (error && !isWrongPassword(error)) throw signInError(error);
        return data.session ?? undefined;
      },
    );
    if (!session) throw unauthorized(BAD_CREDENTIALS, "invalid_credentials");
    return { supabase, session };
  } catch (error) {
    if (error instanceof AccountThrottled) throw tooManyRequests(error.message, error.retryAfterSeconds);
    throw error;
  }
}

/**
 * POST /api/auth/login: password sign-in at the auth service, then the portal's own checks.
 * A wrong password and an unknown e-mail get the same 401, and the same 429 once the account is
 * throttled after repeated failures.
 */
export async function login(auth: AuthSetup, request: Request, body: LoginBody): Promise<LoginResponse> {
  const { supabase, session } = await passwordSession(auth, request, body);
  const identity = await verifyAccessToken(auth, session.access_token);
  if (!identity) throw new HttpError(502, "auth_unavailable", "The sign-in service returned an invalid session.");
  let profile: Profile;
  try {
    profile = await actorFromIdentity(auth.db, identity);
  } catch (refused) {
    await supabase.auth.admin.signOut(session.access_token, "local");
    throw refused;
  }
  return {
    session: {
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      expires_at: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
      expires_in: session.expires_in,
      token_type: "bearer",
    },
    user: toPortalUser(profile),
  };
}

export function verifyResponse(user: Profile): VerifyResponse {
  return { role: user.role, user: toPortalUser(user) };
}

/**
 * POST /api/auth/logout: ends the caller's session at the auth service, whether it is named by a
 * bearer token or only by the session cookie (whose token is refreshed first if it has expired, so
 * that it can be revoked), and returns the cookies that clear the session in the browser. Failures
 * at the auth service are logged; the browser is signed out either way.
 */
export async function logoutAndClearSession(auth: AuthSetup, request: NextRequest): Promise<CookieToSet[]> {
  const backend = authBackend(auth, request);
  const token = bearerToken(request);
  if (token) reportSignOutError(await serverAuthClient(backend, "anon").auth.admin.signOut(token, "local"));
  if (!carriesSessionCookie(request)) return [];
  const origin = publicOrigin(request, auth.env);
  const rewritten: CookieToSet[] = [];
  reportSignOutError(await cookieSessionClient(request, backend, origin, rewritten).auth.signOut({ scope: "local" }));
  return clearedSessionCookies(request, origin);
}

function reportSignOutError({ error }: { error: AuthError | null }) {
  if (error && error.status !== 400 && error.status !== 401 && error.status !== 403 && error.status !== 404) {
    console.error("Sign-out at the auth service failed", error);
  }
}

import "server-only";
import { createServerClient } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";
import type { NextRequest } from "next/server";
import { AUTH_COOKIE_NAME, sessionCookieOptions, withSessionLifetime } from "@/lib/auth-cookie";
import { isServiceUnreachable } from "@/lib/server/platform/outage/unreachable";
import { bearerToken, carriesSessionCookie, type CookieToSet } from "@/lib/server/platform/request/session-credentials";
import type { AuthBackend } from "@/lib/server/auth/backend";
import { failFastFetch } from "@/lib/server/auth/fail-fast-fetch";

export interface RequestSession {
  accessToken: string | undefined;
  /** Cookies the auth client rewrote (a refreshed session); the response must carry them. */
  cookiesToSet: CookieToSet[];
}

/** A stateless @supabase/ssr client over the request's session cookie; rewritten cookies land in `cookiesToSet`. */
export function cookieSessionClient(
  request: NextRequest,
  auth: AuthBackend,
  origin: string,
  cookiesToSet: CookieToSet[],
): SupabaseClient {
  return createServerClient(auth.url, auth.anonKey, {
    cookieOptions: sessionCookieOptions(origin),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies)
          cookiesToSet.push({ name, value, options: withSessionLifetime(options) });
      },
    },
    auth: { detectSessionInUrl: false },
    global: { fetch: auth.fetch, headers: { "x-forwarded-for": auth.clientIp } },
  });
}

/**
 * The caller's access token: the bearer header, else the @supabase/ssr session cookie (refreshed
 * through the auth service when it has expired; the rewritten cookie has the attributes of
 * `origin`, the public origin). Only the portal's pages and API call it: public pages never refresh.
 */
export async function requestSession(
  request: NextRequest,
  backend: () => AuthBackend,
  origin: string,
): Promise<RequestSession> {
  const cookiesToSet: CookieToSet[] = [];
  const fromHeader = bearerToken(request);
  if (fromHeader) return { accessToken: fromHeader, cookiesToSet };
  if (!carriesSessionCookie(request)) return { accessToken: undefined, cookiesToSet };
  const auth = backend();
  const guard = failFastFetch(auth.fetch);
  const supabase = cookieSessionClient(request, { ...auth, fetch: guard.fetch }, origin, cookiesToSet);
  const { data, error } = await Promise.race([supabase.auth.getSession(), guard.failed]);
  // A refresh the auth service could not answer leaves the session as it is: an outage, not a sign-out.
  if (isServiceUnreachable(error)) throw error;
  return { accessToken: data.session?.access_token, cookiesToSet };
}

/** Expired copies of every session cookie (and chunk) the request carries: the browser drops them. */
export function clearedSessionCookies(request: NextRequest, origin: string): CookieToSet[] {
  const options = { ...sessionCookieOptions(origin), maxAge: 0 };
  return request.cookies
    .getAll()
    .filter((cookie) => cookie.name.startsWith(AUTH_COOKIE_NAME))
    .map(({ name }) => ({ name, value: "", options }));
}

import { AUTH_COOKIE_NAME } from "@/lib/auth-cookie";

/**
 * Whether this browser holds a portal session cookie (the auth client keeps the session in cookies
 * it can read). Cheap, and says nothing of the session's validity: without one there is nothing to
 * restore, and a signed-out page need not load the auth client at all.
 */
export function hasSessionCookie(): boolean {
  const cookies = globalThis.document?.cookie ?? "";
  return cookies.split(";").some((cookie) => cookie.trimStart().startsWith(AUTH_COOKIE_NAME));
}

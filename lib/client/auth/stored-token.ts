import { parseCookieHeader } from "@supabase/ssr";
import { sessionCookieToken } from "@/lib/session-token";

/**
 * The access token in this browser's session cookie: a signed-in page then loads the auth client's
 * code only to refresh the token, sign in or sign out. Undefined when there is none, it cannot be
 * read, or it is about to expire.
 */
export function storedAccessToken(now = Date.now()): Promise<string | undefined> {
  return sessionCookieToken(parseCookieHeader(globalThis.document?.cookie ?? ""), { now });
}

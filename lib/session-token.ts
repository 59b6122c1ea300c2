import { combineChunks, stringFromBase64URL } from "@supabase/ssr";
import { AUTH_COOKIE_NAME } from "@/lib/auth-cookie";

/** @supabase/ssr's mark of a base64url-encoded cookie value. */
const BASE64_PREFIX = "base64-";

/** A token this close to its expiry is left to the auth client, which refreshes it (auth-js: 90 s). */
const REFRESH_MARGIN_MS = 90_000;

interface Cookie {
  name: string;
  value: string;
}

export interface SessionCookieOptions {
  now?: number;
  /**
   * Return the token however near or past its expiry. For a reader that only recognizes who the
   * token names (public pages) and must never refresh it, since a refresh rotates the refresh token.
   */
  anyExpiry?: boolean;
}

/**
 * The access token the auth client stored in its session cookie (chunked or not, base64url or plain
 * JSON), read with @supabase/ssr's own helpers and without the client. Undefined when there is none,
 * it cannot be read, or (unless `anyExpiry`) it expires within the refresh margin.
 */
export async function sessionCookieToken(
  cookies: readonly Cookie[],
  { now = Date.now(), anyExpiry = false }: SessionCookieOptions = {},
): Promise<string | undefined> {
  const value = await combineChunks(AUTH_COOKIE_NAME, (name) => cookies.find((cookie) => cookie.name === name)?.value);
  if (!value) return undefined;
  try {
    const json = value.startsWith(BASE64_PREFIX) ? stringFromBase64URL(value.slice(BASE64_PREFIX.length)) : value;
    const session = JSON.parse(json) as { access_token?: unknown; expires_at?: unknown };
    if (typeof session.access_token !== "string") return undefined;
    if (anyExpiry) return session.access_token;
    if (typeof session.expires_at !== "number") return undefined;
    return session.expires_at * 1000 - now > REFRESH_MARGIN_MS ? session.access_token : undefined;
  } catch {
    return undefined;
  }
}

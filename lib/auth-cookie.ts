/**
 * One cookie name for the @supabase/ssr session on both sides, so the browser, the request gate and
 * the route handlers agree whatever host name or auth-service URL is in use.
 */
export const AUTH_COOKIE_NAME = "sb-portal-auth-token";

/**
 * How long a session lasts unused: the built-in service's refresh tokens expire this long after they
 * were issued (each refresh issues a new one), and the session cookie that holds one lives as long.
 */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;

/**
 * The session cookie's attributes on both sides: `Secure` on an https origin. Not HttpOnly: the
 * browser's auth client reads and refreshes it (docs/security.md says what makes up for that).
 */
export function sessionCookieOptions(origin: string) {
  return { name: AUTH_COOKIE_NAME, path: "/", sameSite: "lax" as const, secure: origin.startsWith("https:") };
}

/**
 * A cookie @supabase/ssr writes, living as long as the refresh token in it: the library sets its own
 * 400 days on every cookie it writes, whatever its options say. Removals (Max-Age 0) stay as they are.
 */
export function withSessionLifetime<O extends { maxAge?: number; expires?: Date }>(options: O): O {
  return options.maxAge === 0 ? options : { ...options, maxAge: SESSION_IDLE_SECONDS, expires: undefined };
}

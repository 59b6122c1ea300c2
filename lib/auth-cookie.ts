/**
 * One cookie name for the @supabase/ssr session on both sides, so the browser, the request gate and
 * the route handlers agree whatever host name or auth-service URL is in use.
 */
export const AUTH_COOKIE_NAME = "sb-portal-auth-token";

import "server-only";

/** Where the browser's auth client may connect besides this origin: hosted Supabase Auth, if any. */
function authOrigins(supabaseUrl: string | undefined): string[] {
  if (!supabaseUrl) return [];
  const { origin, host } = new URL(supabaseUrl);
  return [origin, `wss://${host}`];
}

/**
 * The Content-Security-Policy of every portal page (the request gate sets it; the share page at
 * /asset has its own). Scripts run only with this response's nonce (Next puts it on its own
 * scripts) or when loaded by such a script; nothing may frame the portal or load plugins.
 * Inline style attributes stay allowed: the UI primitives position popups with them.
 */
export function contentSecurityPolicy(
  nonce: string,
  options: { dev: boolean; supabaseUrl: string | undefined },
): string {
  const { dev, supabaseUrl } = options;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // Asset previews may be external (an asset can be an https URL).
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...authOrigins(supabaseUrl), ...(dev ? ["ws:"] : [])].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

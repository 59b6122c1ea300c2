/** The client's address as the platform (Vercel, a reverse proxy, or Next's own server) reports it. */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip") || "unknown";
}

/**
 * This site's public origin: SITE_URL when set (always set it in production: e-mailed links use it),
 * else the origin the request was made to.
 */
export function siteOrigin(request: Request, siteUrl: string | undefined): string {
  if (siteUrl) return new URL(siteUrl).origin;
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? url.protocol.replace(":", "");
  return `${proto}://${host}`;
}

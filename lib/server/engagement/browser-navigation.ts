import "server-only";

/**
 * Why a request whose user agent claims a browser is not a person's visit of the page, or undefined
 * when it has what every current browser sends on a top-level navigation (measured and explained in
 * docs/engagement.md): an Accept that asks for HTML and an Accept-Language naming a language; and,
 * where browsers send Fetch Metadata at all (`fetchMetadata`: the site is https or loopback),
 * `Sec-Fetch-Dest: document`, which only a top-level navigation has (a frame says iframe, an image
 * image, a page's fetch() empty). Its companion `Sec-Fetch-Mode: navigate` is not read: fetch()
 * rewrites it to cors when a proxy forwards the request (the portal's upstream mode does).
 */
export function navigationShortfall(
  headers: Headers,
  fetchMetadata: boolean,
): "missing_browser_headers" | "not_a_navigation" | undefined {
  const accept = headers.get("accept")?.toLowerCase() ?? "";
  const language = headers.get("accept-language")?.trim() ?? "";
  // "*" is what fetch() fills in when a script names no language; no browser sends it.
  if (!accept.includes("text/html") || !language || language === "*") return "missing_browser_headers";
  if (!fetchMetadata) return undefined;
  return headers.get("sec-fetch-dest")?.toLowerCase() === "document" ? undefined : "not_a_navigation";
}

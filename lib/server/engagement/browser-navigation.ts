import "server-only";
import { isTrustworthyOrigin } from "@/lib/server/platform/request/public-origin";

/** Every browser on iOS is WebKit of the system's version: "CPU iPhone OS 16_3_1 like Mac OS X". */
const IOS_VERSION = /\((?:iPhone|iPad|iPod)\b[^)]*?\bOS (\d+)_(\d+)/;
/** Safari on macOS (and iPadOS asking for desktop sites): "Version/16.3 Safari/605.1.15". */
const MAC_SAFARI_VERSION = /\bMacintosh\b.*\bVersion\/(\d+)\.(\d+)(?:\.\d+)? (?:Mobile\/\S+ )?Safari\//;
const OTHER_MAC_BROWSER = /Chrome|Chromium|Edg|OPR|Firefox/;

/** WebKit sends Fetch Metadata from 16.4 (Safari and iOS 16.4, March 2023). */
const before164 = (major: string, minor: string) => Number(major) < 16 || (Number(major) === 16 && Number(minor) < 4);

/**
 * Whether the browser the user agent names sends Fetch Metadata at all: false only for Safari and
 * every iOS browser before 16.4, which send a navigation's Accept and Accept-Language but no Sec-Fetch-*
 * (docs/engagement.md, "Safari before 16.4").
 */
export function sendsFetchMetadata(userAgent: string): boolean {
  const ios = IOS_VERSION.exec(userAgent);
  if (ios) return !before164(ios[1]!, ios[2]!);
  const mac = MAC_SAFARI_VERSION.exec(userAgent);
  if (mac && !OTHER_MAC_BROWSER.test(userAgent)) return !before164(mac[1]!, mac[2]!);
  return true;
}

/**
 * Whether this request must carry Fetch Metadata if a browser sent it: the site is one browsers send
 * it to (https or loopback) and the user agent names a browser that sends it. A script can claim an
 * old Safari as easily as it can write Sec-Fetch-Dest, so the exception lowers no bar.
 */
export function expectsFetchMetadata(request: Request, env: Parameters<typeof isTrustworthyOrigin>[1]): boolean {
  return isTrustworthyOrigin(request, env) && sendsFetchMetadata(request.headers.get("user-agent") ?? "");
}

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

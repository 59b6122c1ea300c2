/**
 * Tracking parameters of docs/rules.md#tracking-parameters. Absolute http(s) URLs get query parameters; relative URLs
 * are made absolute on the site's origin first.
 */
function withParams(url: string, origin: string, params: Record<string, string>): string {
  let target: URL;
  try {
    target = /^https?:\/\//i.test(url) ? new URL(url) : new URL(url.startsWith("/") ? url : `/${url}`, origin);
  } catch {
    return url;
  }
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/**
 * An asset link from the Asset Library: utm_source (user id or 'rep'), utm_campaign 'asset_{id}',
 * utm_medium (brand code or 'brand').
 */
export function assetTrackingUrl(
  url: string,
  { origin, assetId, userId, brandCode }: { origin: string; assetId: string; userId?: string; brandCode?: string },
): string {
  return withParams(url, origin, {
    utm_source: userId || "rep",
    utm_campaign: `asset_${assetId}`,
    utm_medium: brandCode || "brand",
  });
}

const LINK_IN_TEXT = /https?:\/\/[^\s<>"')\]]+/gi;

/** Links typed into an e-mail text get utm_source (user id or 'rep') and utm_campaign (brand code or 'brand'). */
export function addTrackingToText(
  text: string,
  { userId, brandCode }: { userId?: string; brandCode?: string },
): string {
  return text.replace(LINK_IN_TEXT, (match) => {
    // A full stop or comma right after a link ends the sentence, not the URL.
    const [, link = match, trailing = ""] = /^(.*?)([.,;:!?]*)$/.exec(match) ?? [];
    return (
      withParams(link, "http://localhost", { utm_source: userId || "rep", utm_campaign: brandCode || "brand" }) +
      trailing
    );
  });
}

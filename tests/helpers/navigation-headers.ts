/**
 * What Chromium sends on a top-level navigation (a link click from another site), as measured in
 * docs/engagement.md: the public pages count a request as a person's only with these. (Node's fetch
 * replaces Sec-Fetch-Mode with "cors"; the server does not read it, for that reason.)
 */
export const BROWSER_NAVIGATION_HEADERS = {
  "User-Agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  Accept:
    "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8," +
    "application/signed-exchange;v=b3;q=0.7",
  "Accept-Language": "en-US,en;q=0.9",
  "Sec-Fetch-Site": "cross-site",
  "Sec-Fetch-Mode": "navigate",
  "Sec-Fetch-Dest": "document",
  "Sec-Fetch-User": "?1",
  "Upgrade-Insecure-Requests": "1",
} as const;

/**
 * What Safari on iOS 15 (and every Safari and iOS browser before 16.4) sends on a top-level
 * navigation: Accept and Accept-Language, no Sec-Fetch-* (docs/engagement.md, "Safari before 16.4").
 */
export const OLD_SAFARI_NAVIGATION_HEADERS = {
  "User-Agent":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
    "Version/15.6.6 Mobile/15E148 Safari/604.1",
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Language": "en-US,en;q=0.9",
} as const;

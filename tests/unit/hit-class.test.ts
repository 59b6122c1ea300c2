import { HIT_CLASSES, HIT_REASON_CLASSES, HIT_REASONS } from "@/lib/contract/hits";
import { expectsFetchMetadata, sendsFetchMetadata } from "@/lib/server/engagement/browser-navigation";
import { classAfterEmail, classifyHit, verdictOf } from "@/lib/server/engagement/hit-class";
import { OLD_SAFARI_NAVIGATION_HEADERS } from "../helpers/navigation-headers";

const PEOPLE = {
  "Chrome on Windows":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  "Safari on iPhone":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
    "Version/17.5 Mobile/15E148 Safari/604.1",
  "Firefox on Linux": "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
  "Samsung Internet":
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) " +
    "SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  "Edge on Windows":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 " +
    "Safari/537.36 Edg/131.0.2903.86",
  "Instagram in-app browser":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
    "Mobile/15E148 Instagram 339.0.3.12.91 (iPhone14,5; iOS 17_5; en_US; en)",
  "LINE in-app browser":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
    "Mobile/15E148 Safari Line/14.9.0",
  "Snapchat in-app browser":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
    "Mobile/15E148 Snapchat/13.10.0.40 (like Safari/8618.2.12.10.5, panda)",
};

const UNFURLERS = {
  "Facebook preview": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "iMessage preview":
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_11_1) AppleWebKit/601.2.4 (KHTML, like Gecko) " +
    "Version/9.0.1 Safari/601.2.4 facebookexternalhit/1.1 Facebot Twitterbot/1.0",
  "X preview": "Twitterbot/1.0",
  "Slack preview": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "LinkedIn preview": "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
  "WhatsApp preview": "WhatsApp/2.23.20.0",
  "Telegram preview": "TelegramBot (like TwitterBot)",
  "Discord preview": "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
  "Teams/Skype preview":
    "Mozilla/5.0 (Windows NT 6.1; WOW64) SkypeUriPreview Preview/0.5 skype-url-preview@microsoft.com",
  "Google Chat preview":
    "Mozilla/5.0 (compatible; Google-PageRenderer Google (+https://developers.google.com/+/web/snippet/))",
  "Bluesky preview": "Mozilla/5.0 (compatible; Bluesky Cardyb/1.1; +mailto:support@bsky.app)",
};

const SCANNERS = {
  Barracuda: "Mozilla/5.0 (compatible; Barracuda Sentinel (EE))",
  Proofpoint: "Proofpoint URL Defense/1.0",
  Mimecast: "Mozilla/5.0 (compatible; Mimecast URL Protect)",
  "Bing preview (Outlook)":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) BingPreview/1.0b",
};

const BOTS = {
  Googlebot: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  curl: "curl/8.5.0",
  "python-requests": "python-requests/2.32.3",
  "headless Chrome":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  "no user agent": "",
};

/** A link click from another site, as Chromium sends it (measured: docs/engagement.md). */
const NAVIGATION = {
  accept:
    "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8," +
    "application/signed-exchange;v=b3;q=0.7",
  "accept-language": "en-US,en;q=0.9",
  "sec-fetch-site": "cross-site",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  "sec-fetch-user": "?1",
  "upgrade-insecure-requests": "1",
};

interface Visit {
  byOwner?: boolean;
  method?: "GET" | "HEAD";
  headers?: Record<string, string>;
  /** Browsers send the site Fetch Metadata (https or loopback); the default. */
  fetchMetadata?: boolean;
}

const classify = (
  userAgent: string,
  { byOwner = false, method = "GET", headers = NAVIGATION, fetchMetadata = true }: Visit = {},
) => classifyHit({ method, userAgent, byOwner, headers: new Headers(headers), fetchMetadata });
const get = (userAgent: string, byOwner = false) => classify(userAgent, { byOwner }).hitClass;

test.each(Object.entries(PEOPLE))("%s is a human", (_name, ua) =>
  expect(classify(ua)).toEqual({ hitClass: "human", reason: "person" }),
);
test.each(Object.entries(UNFURLERS))("%s is an unfurler", (_name, ua) =>
  expect(classify(ua, { headers: {} })).toEqual({ hitClass: "unfurler", reason: "unfurler_user_agent" }),
);
test.each(Object.entries(SCANNERS))("%s is a scanner", (_name, ua) =>
  expect(classify(ua, { headers: {} })).toEqual({ hitClass: "scanner", reason: "scanner_user_agent" }),
);
test.each(Object.entries(BOTS))("%s is a bot", (_name, ua) =>
  expect(classify(ua)).toEqual({ hitClass: "bot", reason: "bot_user_agent" }),
);

test("a HEAD is a head whoever sends it; the owner's GET is own whatever the browser", () => {
  const chrome = PEOPLE["Chrome on Windows"];
  expect(classify(chrome, { method: "HEAD" })).toEqual({ hitClass: "head", reason: "head_request" });
  expect(classify(chrome, { method: "HEAD", byOwner: true })).toEqual({ hitClass: "head", reason: "head_request" });
  expect(classify(PEOPLE["Safari on iPhone"], { byOwner: true })).toEqual({ hitClass: "own", reason: "own_session" });
  expect(get(UNFURLERS["Slack preview"], true)).toBe("own");
  expect(classify(chrome, { byOwner: true, headers: {} }).hitClass).toBe("own");
});

describe("a browser's user agent without a browser's navigation", () => {
  const chrome = PEOPLE["Chrome on Windows"];
  const without = (...names: string[]) =>
    Object.fromEntries(Object.entries(NAVIGATION).filter(([name]) => !names.includes(name)));
  const missing = { hitClass: "bot", reason: "missing_browser_headers" };
  const notNavigation = { hitClass: "bot", reason: "not_a_navigation" };

  test.each([
    ["only the user agent", {}],
    ["no Accept-Language", without("accept-language")],
    ["an empty Accept-Language", { ...NAVIGATION, "accept-language": " " }],
    ["the Accept-Language fetch() fills in", { ...NAVIGATION, "accept-language": "*" }],
    ["no Accept", without("accept")],
    ["an Accept without HTML (a script's default)", { ...NAVIGATION, accept: "*/*" }],
    ["an Accept of JSON", { ...NAVIGATION, accept: "application/json" }],
  ])("%s is a bot lacking browser headers, on any origin", (_what, headers) => {
    expect(classify(chrome, { headers })).toEqual(missing);
    expect(classify(chrome, { headers, fetchMetadata: false })).toEqual(missing);
  });

  test.each([
    ["no Fetch Metadata", without("sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest", "sec-fetch-user")],
    ["no Sec-Fetch-Dest", without("sec-fetch-dest")],
    ["a page's fetch()", { ...NAVIGATION, "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" }],
    ["an image", { ...NAVIGATION, "sec-fetch-mode": "no-cors", "sec-fetch-dest": "image" }],
    ["a frame", { ...NAVIGATION, "sec-fetch-dest": "iframe" }],
  ])("%s is not a navigation where browsers send Fetch Metadata (https, loopback)", (_what, headers) => {
    expect(classify(chrome, { headers })).toEqual(notNavigation);
  });

  test("over plain http to another host, where browsers send no Fetch Metadata, Accept and language suffice", () => {
    const plain = without("sec-fetch-site", "sec-fetch-mode", "sec-fetch-dest", "sec-fetch-user");
    expect(classify(chrome, { headers: plain, fetchMetadata: false })).toEqual({ hitClass: "human", reason: "person" });
  });

  const otherAccept = { ...NAVIGATION, accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
  test.each([
    // Measured with Debian Chromium (docs/engagement.md): a typed address, a same-origin link, window.open.
    ["a typed address", chrome, { ...NAVIGATION, "sec-fetch-site": "none" }],
    ["a same-origin link", chrome, { ...NAVIGATION, "sec-fetch-site": "same-origin" }],
    // Firefox 90+ and Safari 16.4+ send the same Fetch Metadata, with an Accept of their own.
    ["Firefox", PEOPLE["Firefox on Linux"], otherAccept],
    ["Safari", PEOPLE["Safari on iPhone"], otherAccept],
    ["upper-case values", chrome, { ...NAVIGATION, "sec-fetch-mode": "Navigate", "sec-fetch-dest": "Document" }],
    // fetch() sets its own Sec-Fetch-Mode when a proxy (upstream mode) forwards the navigation.
    ["a navigation forwarded by fetch()", chrome, { ...NAVIGATION, "sec-fetch-mode": "cors" }],
  ])("%s is a person", (_what, ua, headers) => {
    expect(classify(ua, { headers })).toEqual({ hitClass: "human", reason: "person" });
  });
});

describe("Safari before 16.4, which sends no Fetch Metadata", () => {
  const webkit = "AppleWebKit/605.1.15 (KHTML, like Gecko)";
  test.each([
    [
      "Safari on iOS 15.7",
      `Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) ${webkit} Version/15.6.6 Mobile/15E148 Safari/604.1`,
      false,
    ],
    [
      "Safari on iOS 16.3.1",
      `Mozilla/5.0 (iPhone; CPU iPhone OS 16_3_1 like Mac OS X) ${webkit} Version/16.3 Mobile/15E148 Safari/604.1`,
      false,
    ],
    [
      "Safari on iPadOS 16.1",
      `Mozilla/5.0 (iPad; CPU OS 16_1 like Mac OS X) ${webkit} Version/16.1 Mobile/15E148 Safari/604.1`,
      false,
    ],
    [
      "Chrome on iOS 15.6 (WebKit)",
      `Mozilla/5.0 (iPhone; CPU iPhone OS 15_6 like Mac OS X) ${webkit} CriOS/108.0.5359.112 Mobile/15E148 ` +
        "Safari/604.1",
      false,
    ],
    [
      "Instagram on iOS 15.4",
      `Mozilla/5.0 (iPhone; CPU iPhone OS 15_4 like Mac OS X) ${webkit} Mobile/15E148 Instagram 230.0.0.17.117`,
      false,
    ],
    [
      "Safari 16.3 on macOS",
      `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ${webkit} Version/16.3 Safari/605.1.15`,
      false,
    ],
    [
      "Safari 15.6.1 on macOS",
      `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ${webkit} Version/15.6.1 Safari/605.1.15`,
      false,
    ],
    [
      "Safari on iOS 16.4",
      `Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) ${webkit} Version/16.4 Mobile/15E148 Safari/604.1`,
      true,
    ],
    ["Safari on iPhone (17.5)", PEOPLE["Safari on iPhone"], true],
    [
      "Safari 16.4 on macOS",
      `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ${webkit} Version/16.4 Safari/605.1.15`,
      true,
    ],
    [
      "Safari 17.2 on macOS",
      `Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) ${webkit} Version/17.2 Safari/605.1.15`,
      true,
    ],
    [
      "Chrome on macOS",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) " +
        "Chrome/131.0.0.0 Safari/537.36",
      true,
    ],
    ["Chrome on Windows", PEOPLE["Chrome on Windows"], true],
    ["Firefox on Linux", PEOPLE["Firefox on Linux"], true],
    ["Samsung Internet", PEOPLE["Samsung Internet"], true],
    ["no user agent", "", true],
  ])("%s sends Fetch Metadata: %p", (_name, ua, expected) => {
    expect(sendsFetchMetadata(ua)).toBe(expected);
  });

  const env = {
    SITE_URL: "https://portal.example.com",
    VERCEL_ENV: undefined,
    VERCEL_URL: undefined,
    VERCEL_PROJECT_PRODUCTION_URL: undefined,
  };
  const on = (headers: Record<string, string>) => {
    const request = new Request("https://portal.example.com/go/abc", { headers });
    return classifyHit({
      method: "GET",
      userAgent: headers["User-Agent"] ?? "",
      byOwner: false,
      headers: request.headers,
      fetchMetadata: expectsFetchMetadata(request, env),
    });
  };

  test("its navigation on an https site is judged by Accept and Accept-Language alone: a person", () => {
    expect(on(OLD_SAFARI_NAVIGATION_HEADERS)).toEqual({ hitClass: "human", reason: "person" });
  });

  test("its image or fetch() asks for no HTML and is still a bot; a current Safari without Fetch Metadata too", () => {
    const image = {
      ...OLD_SAFARI_NAVIGATION_HEADERS,
      Accept: "image/webp,image/avif,video/*;q=0.8,image/png,*/*;q=0.5",
    };
    expect(on(image)).toEqual({ hitClass: "bot", reason: "missing_browser_headers" });
    expect(on({ ...OLD_SAFARI_NAVIGATION_HEADERS, "Accept-Language": "*" })).toEqual({
      hitClass: "bot",
      reason: "missing_browser_headers",
    });
    const current = { ...OLD_SAFARI_NAVIGATION_HEADERS, "User-Agent": PEOPLE["Safari on iPhone"] };
    expect(on(current)).toEqual({ hitClass: "bot", reason: "not_a_navigation" });
  });
});

describe("an open of the e-mailed link right after the send", () => {
  const sent = new Date("2026-03-01T10:00:00Z");
  const at = (seconds: number) => new Date(sent.getTime() + seconds * 1000);
  const person = verdictOf("person");

  test.each([
    [0, "scanner"],
    [29.9, "scanner"],
    [30, "human"],
    [3600, "human"],
    [-5, "human"], // an open before this send belongs to an earlier one
  ])("%p s after the send is %s", (seconds, expected) => {
    expect(classAfterEmail(person, at(seconds as number), sent, 30_000).hitClass).toBe(expected);
  });

  test("the scanner's open says why; only human opens change; without a send nothing does", () => {
    expect(classAfterEmail(person, at(1), sent, 30_000)).toEqual({
      hitClass: "scanner",
      reason: "scanner_after_email",
    });
    expect(classAfterEmail(verdictOf("own_session"), at(1), sent, 30_000)).toEqual(verdictOf("own_session"));
    expect(classAfterEmail(verdictOf("unfurler_user_agent"), at(1), sent, 30_000).hitClass).toBe("unfurler");
    expect(classAfterEmail(person, at(1), null, 30_000)).toEqual(person);
  });
});

test("every reason names a class, and every class has a reason", () => {
  expect(new Set(HIT_REASONS.map((reason) => HIT_REASON_CLASSES[reason]))).toEqual(new Set(HIT_CLASSES));
});

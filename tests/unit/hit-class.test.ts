import { classAfterEmail, classifyHit } from "@/lib/server/hits/hit-class";

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

const get = (userAgent: string, byOwner = false) => classifyHit({ method: "GET", userAgent, byOwner });

test.each(Object.entries(PEOPLE))("%s is a human", (_name, ua) => expect(get(ua)).toBe("human"));
test.each(Object.entries(UNFURLERS))("%s is an unfurler", (_name, ua) => expect(get(ua)).toBe("unfurler"));
test.each(Object.entries(SCANNERS))("%s is a scanner", (_name, ua) => expect(get(ua)).toBe("scanner"));
test.each(Object.entries(BOTS))("%s is a bot", (_name, ua) => expect(get(ua)).toBe("bot"));

test("a HEAD is a head whoever sends it; the owner's GET is own whatever the browser", () => {
  expect(classifyHit({ method: "HEAD", userAgent: PEOPLE["Chrome on Windows"], byOwner: false })).toBe("head");
  expect(classifyHit({ method: "HEAD", userAgent: PEOPLE["Chrome on Windows"], byOwner: true })).toBe("head");
  expect(get(PEOPLE["Safari on iPhone"], true)).toBe("own");
  expect(get(UNFURLERS["Slack preview"], true)).toBe("own");
});

describe("an open of the e-mailed link right after the send", () => {
  const sent = new Date("2026-03-01T10:00:00Z");
  const at = (seconds: number) => new Date(sent.getTime() + seconds * 1000);

  test.each([
    [0, "scanner"],
    [29.9, "scanner"],
    [30, "human"],
    [3600, "human"],
    [-5, "human"], // an open before this send belongs to an earlier one
  ])("%p s after the send is %s", (seconds, expected) => {
    expect(classAfterEmail("human", at(seconds as number), sent, 30_000)).toBe(expected);
  });

  test("only human opens change; without a send nothing does", () => {
    expect(classAfterEmail("own", at(1), sent, 30_000)).toBe("own");
    expect(classAfterEmail("unfurler", at(1), sent, 30_000)).toBe("unfurler");
    expect(classAfterEmail("human", at(1), null, 30_000)).toBe("human");
  });
});

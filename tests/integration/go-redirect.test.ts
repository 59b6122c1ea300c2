// On PostgreSQL too: a burst of clicks is written through a connection pool and counted exactly.
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, login } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

interface Link {
  id: string;
  slug: string;
  originalUrl: string;
  clickCount: number;
}

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const TARGET = "https://example.com/spring?utm_source=rep&q=a%20b";

let token: string;

async function createLink(name: string): Promise<Link> {
  const response = await call("/api/tracked-links", { method: "POST", token, json: { name, originalUrl: TARGET } });
  expect(response.status).toBe(201);
  return (await response.json()) as Link;
}

async function clickCount(id: string): Promise<number> {
  const response = await call("/api/tracked-links", { token });
  const links = (await response.json()) as Link[];
  const link = links.find((l) => l.id === id);
  if (!link) throw new Error(`link ${id} is not listed`);
  return link.clickCount;
}

/** Polls the count until it reaches `expected` (the buffer writes every ~100 ms). */
const reachedCount = (id: string, expected: number) =>
  pollUntil(
    () => clickCount(id),
    (count) => count >= expected,
    { timeoutMs: 15_000, intervalMs: 100 },
  );

/**
 * The link's count once a click made after its own is written. Clicks are written in order, one
 * batch per transaction: by then each of its clicks is in, and a click counted twice would be too.
 */
async function settledCount(id: string): Promise<number> {
  const marker = await createLink("Clicked after the checked clicks");
  await go(marker.slug);
  expect(await reachedCount(marker.id, 1)).toBe(1);
  return clickCount(id);
}

const go = (slug: string, init: { method?: string; userAgent?: string; referrer?: string; token?: string } = {}) =>
  call(`/go/${slug}`, {
    method: init.method ?? "GET",
    token: init.token,
    headers: {
      ...BROWSER_NAVIGATION_HEADERS,
      "User-Agent": init.userAgent ?? BROWSER,
      ...(init.referrer ? { Referer: init.referrer } : {}),
    },
  });

beforeAll(async () => {
  token = (await login(REP)).session.access_token;
});

test("a person's GET is a 302 to the original URL, not cached, and counted once", async () => {
  const link = await createLink("Redirect check");
  const response = await go(link.slug, { referrer: "https://news.example/article" });
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe(TARGET);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(await settledCount(link.id)).toBe(1);
});

test("HEAD answers 302 too but is not counted; neither is a known bot, which is still redirected", async () => {
  const link = await createLink("Not counted");
  const head = await go(link.slug, { method: "HEAD" });
  expect(head.status).toBe(302);
  expect(head.headers.get("location")).toBe(TARGET);
  const bot = await go(link.slug, { userAgent: GOOGLEBOT });
  expect(bot.status).toBe(302);
  expect(bot.headers.get("location")).toBe(TARGET);
  const curl = await go(link.slug, { userAgent: "curl/8.5.0" });
  expect(curl.status).toBe(302);
  // Clicks are written in order, one batch per transaction: once a click recorded after these three
  // is in, any count they had made would be in too.
  const marker = await createLink("Written after");
  await go(marker.slug);
  expect(await reachedCount(marker.id, 1)).toBe(1);
  expect(await clickCount(link.id)).toBe(0);
  await go(link.slug);
  expect(await settledCount(link.id)).toBe(1);
});

test.each(["doesnotexist", "bad%20slug", "a.b", "%3Cscript%3E", "x".repeat(65)])(
  "/go/%s answers the plain 404 page without redirecting",
  async (slug) => {
    const response = await go(slug);
    expect(response.status).toBe(404);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("<h1>Link not found</h1>");
    expect(html).toContain("This short link does not exist or is no longer active.");
  },
);

test("HEAD of an unknown slug is a 404 without a body", async () => {
  const response = await go("doesnotexist", { method: "HEAD" });
  expect(response.status).toBe(404);
  expect(await response.text()).toBe("");
});

test("500 concurrent GETs at one link end as exactly 500 counted clicks", async () => {
  const link = await createLink("Hot link");
  const responses = await Promise.all(Array.from({ length: 500 }, () => go(link.slug)));
  expect(responses.map((r) => r.status).filter((s) => s !== 302)).toEqual([]);
  expect(await settledCount(link.id)).toBe(500);
});

test("only people count: not the own rep, an unfurler, a scanner, or a GET followed by a HEAD", async () => {
  const link = await createLink("Classified");
  const own = await go(link.slug, { token });
  const slack = await go(link.slug, { userAgent: "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)" });
  const scanner = await go(link.slug, { userAgent: "Mozilla/5.0 (compatible; Barracuda Sentinel (EE))" });
  const preview = `${BROWSER} link-preview`;
  const previewGet = await go(link.slug, { userAgent: preview });
  const previewHead = await go(link.slug, { userAgent: preview, method: "HEAD" });
  expect([own, slack, scanner, previewGet, previewHead].map((r) => r.status)).toEqual([302, 302, 302, 302, 302]);
  const marker = await createLink("Written after the classified hits");
  await go(marker.slug);
  expect(await reachedCount(marker.id, 1)).toBe(1);
  expect(await clickCount(link.id)).toBe(0);

  const admin = (await login(ADMIN)).session.access_token;
  await go(link.slug, { token: admin }); // another signed-in user is a person like any other
  await go(link.slug, { userAgent: `${BROWSER} someone-else` });
  expect(await settledCount(link.id)).toBe(2);
});

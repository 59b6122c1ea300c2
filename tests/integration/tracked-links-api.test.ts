import { randomUUID } from "node:crypto";
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, login, sendQuote } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

interface Link {
  id: string;
  name: string;
  slug: string;
  originalUrl: string;
  clickCount: number;
  isActive: boolean;
  createdAt: string;
}

interface LinkStats {
  totalClicks: number;
  conversionRate: number;
}

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let rep: string;
let admin: string;

beforeAll(async () => {
  rep = (await login(REP)).session.access_token;
  admin = (await login(ADMIN)).session.access_token;
});

async function list(token = rep): Promise<Link[]> {
  const response = await call("/api/tracked-links", { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Link[];
}

const post = (body: string, token = rep) =>
  call("/api/tracked-links", { method: "POST", token, body, headers: { "Content-Type": "application/json" } });

test("a new rep has no links; a new one is created with 201 and listed first", async () => {
  const before = await list();
  expect(before).toEqual([]);
  const response = await post(
    JSON.stringify({ name: "Fall Open House", originalUrl: "https://example.com/fall?utm=1" }),
  );
  expect(response.status).toBe(201);
  const link = (await response.json()) as Link;
  expect(link).toMatchObject({
    name: "Fall Open House",
    originalUrl: "https://example.com/fall?utm=1",
    clickCount: 0,
    isActive: true,
  });
  expect(link.slug).toMatch(/^[A-Za-z0-9_-]{8}$/);
  const after = await list();
  expect(after).toHaveLength(before.length + 1);
  expect(after[0]).toEqual(link);
});

test("each user lists only their own links", async () => {
  const adminLink = (await (
    await post(JSON.stringify({ name: "Admin only", originalUrl: "https://example.com/admin" }), admin)
  ).json()) as Link;
  const repIds = (await list()).map((l) => l.id);
  const adminIds = (await list(admin)).map((l) => l.id);
  expect(adminIds).toContain(adminLink.id);
  expect(repIds).not.toContain(adminLink.id);
  expect(adminIds.filter((id) => repIds.includes(id))).toEqual([]);
});

test("SQL and <script> payloads are stored and returned verbatim as JSON text", async () => {
  const name = `<script>alert('x')</script>"; drop table tracked_links; --`;
  const originalUrl = "https://example.com/?q='or'1'='1;--&h=<img/src=x/onerror=alert(1)>";
  const response = await post(JSON.stringify({ name, originalUrl }));
  expect(response.status).toBe(201);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect((await list())[0]).toMatchObject({ name, originalUrl });
});

const BOTH = "Please provide both name and URL.";
const INVALID = "Please enter a valid URL.";

test.each([
  ["a missing name", { originalUrl: "https://example.com" }, BOTH],
  ["a missing URL", { name: "x" }, BOTH],
  ["blank fields", { name: " ", originalUrl: " " }, BOTH],
  ["wrong types", { name: ["x"], originalUrl: 12 }, BOTH],
  ["a javascript: URL", { name: "x", originalUrl: "javascript:alert(document.cookie)" }, INVALID],
  ["a data: URL", { name: "x", originalUrl: "data:text/html;base64,PHNjcmlwdD4=" }, INVALID],
  ["a relative URL", { name: "x", originalUrl: "/tracked-links" }, INVALID],
  ["an ftp URL", { name: "x", originalUrl: "ftp://example.com" }, INVALID],
  ["a URL with whitespace", { name: "x", originalUrl: "https://example.com/a b" }, INVALID],
  [
    "a huge name",
    { name: "n".repeat(5000), originalUrl: "https://example.com" },
    "The link name can be at most 200 characters.",
  ],
  [
    "a huge URL",
    { name: "x", originalUrl: `https://example.com/${"a".repeat(5000)}` },
    "The URL can be at most 2048 characters.",
  ],
])("%s is 400 with the exact message and changes nothing", async (_name, json, message) => {
  const before = (await list()).length;
  const response = await post(JSON.stringify(json));
  expect(response.status).toBe(400);
  expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  expect(await list()).toHaveLength(before);
});

test("malformed JSON is 400 and changes nothing", async () => {
  const before = (await list()).length;
  const response = await post('{"name": "x", "originalUrl": ');
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: { message: "The request body must be valid JSON." } });
  expect(await list()).toHaveLength(before);
});

test("GET /api/link-tracking/stats sums the caller's clicks and rates conversions", async () => {
  const link = (await (
    await post(JSON.stringify({ name: "Counted", originalUrl: "https://example.com/counted" }))
  ).json()) as Link;
  const person = { ...BROWSER_NAVIGATION_HEADERS, "User-Agent": BROWSER };
  for (let i = 0; i < 3; i += 1) expect((await call(`/go/${link.slug}`, { headers: person })).status).toBe(302);
  const quoted = await sendQuote(JSON.stringify({ externalId: `stats-${randomUUID()}`, promoCode: REP.promoCode }));
  expect(quoted.status).toBe(201);
  // Clicks are written by a buffer about every 100 ms.
  const stats = await pollUntil(
    async () => (await (await call("/api/link-tracking/stats", { token: rep })).json()) as LinkStats,
    (read) => read.totalClicks === 3,
    { timeoutMs: 15_000, intervalMs: 100 },
  );
  // This file's rep has only the links above, and only this link was clicked: 1 quote in 3 clicks.
  expect(stats).toMatchObject({ totalClicks: 3, conversionRate: 33.33 });
});

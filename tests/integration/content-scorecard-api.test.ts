import { randomUUID } from "node:crypto";
import { CONTENT_SORTS, type ContentPage, type ContentRow } from "@/lib/contract/content-scorecard";
import { csvRows } from "../helpers/csv-rows";
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, expectError, login, sendQuote } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

const BROWSER =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
// Starts a formula in a spreadsheet, and splits at ';' in locales that use it (docs/security.md).
const TITLE = `=HYPERLINK("x");=cmd ${randomUUID().slice(0, 8)}`;

let admin: string;
let rep: string;
let assetId: string;
let shareSlug: string;

beforeAll(async () => {
  admin = (await login(ADMIN)).session.access_token;
  rep = (await login(REP)).session.access_token;
  const made = await call("/api/admin/assets", {
    method: "POST",
    token: admin,
    json: {
      title: TITLE,
      type: "video",
      url: "https://example.com/media/scorecard.mp4",
      assignToAllBrands: true,
      // Its own rep only: other files count the library their reps see.
      userIds: [REP.id],
    },
  });
  expect(made.status).toBe(201);
  assetId = ((await made.json()) as { id: string }).id;
  const shared = await call("/api/assets/share", { method: "POST", token: rep, json: { assetId } });
  shareSlug = ((await shared.json()) as { shareSlug: string }).shareSlug;

  const page = `/asset/${shareSlug}`;
  // The HEAD first: a HEAD within 2 s after a GET from the same address would make that GET a preview's.
  const person = { ...BROWSER_NAVIGATION_HEADERS, "User-Agent": BROWSER };
  expect((await call(page, { method: "HEAD", headers: person })).status).toBe(200);
  for (const agent of ["Mozilla/5.0 (compatible; Proofpoint)", "Slackbot-LinkExpanding 1.0", "curl/8.5.0"])
    await call(page, { headers: { ...BROWSER_NAVIGATION_HEADERS, "User-Agent": agent } });
  await call(page, { headers: { ...person, Authorization: `Bearer ${rep}` } });
  for (let i = 0; i < 2; i++) expect((await call(page, { headers: person })).status).toBe(200);
  expect((await sendQuote(JSON.stringify({ externalId: `Q-${randomUUID()}`, shareSlug }))).status).toBe(201);
});

const rowOf = async (): Promise<ContentRow | undefined> => {
  const response = await call(`/api/admin/content?q=${encodeURIComponent(TITLE)}`, { token: admin });
  return ((await response.json()) as ContentPage).assets.find((row) => row.assetId === assetId);
};

test("an asset's row counts the two people's opens only, and the quote through its share", async () => {
  const row = await pollUntil(rowOf, (found) => (found?.humanOpens ?? 0) >= 2, { timeoutMs: 15_000, intervalMs: 200 });
  expect(row).toEqual({
    assetId,
    title: TITLE,
    type: "video",
    reps: 1,
    shares: 1,
    rooms: 0,
    humanOpens: 2,
    visitors: 1,
    medianReadPercent: 0,
    downloads: 0,
    quoteCredits: 1,
    lastSharedAt: expect.any(String),
  });
  const detail = await call(`/api/admin/content/${assetId}`, { token: admin });
  expect(await detail.json()).toMatchObject({
    assetId,
    byRep: [{ userId: REP.id, humanOpens: 2 }],
    pages: null,
  });
});

test("the CSV export quotes a title that would start a formula", async () => {
  await pollUntil(rowOf, (found) => (found?.humanOpens ?? 0) >= 2, { timeoutMs: 15_000, intervalMs: 200 });
  const response = await call(`/api/admin/exports/content?q=${encodeURIComponent(TITLE)}`, { token: admin });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/csv");
  const text = (await response.text()).replace(/^\uFEFF/, "");
  const comma = csvRows(text);
  expect(comma[0]).toEqual([
    "asset_id",
    "title",
    "type",
    "reps",
    "shares",
    "rooms",
    "human_opens",
    "visitors",
    "median_read_percent",
    "downloads",
    "quote_credits",
    "last_shared_at",
  ]);
  expect(comma[1]?.slice(0, 8)).toEqual([assetId, `'${TITLE}`, "video", "1", "1", "0", "2", "1"]);
  expect(
    csvRows(text, ";")
      .flat()
      .filter((cell) => /^[=+\-@\t\r]/.test(cell)),
  ).toEqual([]);
});

test.each([
  ["/api/admin/content"],
  ["/api/admin/content/never-shared"],
  [`/api/admin/content/${randomUUID()}`],
  ["/api/admin/exports/content"],
])("%s is 401 signed out and 403 for a rep", async (pathname) => {
  expect((await call(pathname)).status).toBe(401);
  await expectError(await call(pathname, { token: rep }), 403, "Administrator privileges are required.");
});

test.each([
  ["days=14", "days must be one of 7, 30, 90."],
  ["days=30&from=2026-01-01&to=2026-01-02", "Give either days or from and to, not both."],
  ["from=2026-01-01", "Give both from and to."],
  ["from=2026-02-30&to=2026-03-01", "from is not a real date."],
  ["from=2026-03-02&to=2026-03-01", "The start date (from) must be on or before the end date (to)."],
  ["from=2024-01-01&to=2026-01-01", "A period covers at most 366 days."],
  ["brandId=nope", "brandId must be a brand's id."],
  [`brandId=${randomUUID()}`, "Unknown brand: choose one of the portal's brands."],
  ["sort=price", `sort must be one of ${CONTENT_SORTS.join(", ")}.`],
  ["dir=up", "dir must be asc or desc."],
  ["limit=0", "The limit must be a whole number from 1 to 200."],
  ["cursor=bm9wZQ", "Invalid cursor."],
  [`q=${"x".repeat(201)}`, "q can be at most 200 characters."],
])("?%s is a 400 with a clear message", async (query, message) => {
  await expectError(await call(`/api/admin/content?${query}`, { token: admin }), 400, message);
});

test("the export refuses an unknown brand before any byte of a file; a bad asset id is a 404", async () => {
  await expectError(
    await call(`/api/admin/exports/content?brandId=${randomUUID()}`, { token: admin }),
    400,
    "Unknown brand: choose one of the portal's brands.",
  );
  await expectError(await call("/api/admin/content/not-a-uuid", { token: admin }), 404, "Asset not found.");
});

/** Must equal CRON_SECRET in the server environment of global-setup.mjs. */
const CRON_SECRET = "integration-cron-secret";

test("GET /api/cron/content is the scheduler's only, and rolling up changes no figure", async () => {
  const before = await pollUntil(rowOf, (found) => (found?.humanOpens ?? 0) >= 2, {
    timeoutMs: 15_000,
    intervalMs: 200,
  });
  for (const authorization of [undefined, `Bearer ${CRON_SECRET}x`, `bearer ${CRON_SECRET}`, CRON_SECRET]) {
    const headers = authorization === undefined ? undefined : { authorization };
    await expectError(
      await call("/api/cron/content", { headers }),
      401,
      "This route is for the scheduler: send its secret as a bearer token.",
    );
  }
  const ran = await call("/api/cron/content", { headers: { authorization: `Bearer ${CRON_SECRET}` } });
  expect(ran.status).toBe(200);
  expect(await ran.json()).toEqual({ rolled: expect.any(Number) });
  expect(await rowOf()).toEqual(before);
});

import type { Activity } from "@/lib/contract/activity";
import type { RepFunnelRow } from "@/lib/contract/admin-reports";
import type { Notifications } from "@/lib/contract/notifications";
import { csvRows } from "../helpers/csv-rows";
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, expectError, login, sendQuote } from "./portal";
import { fullName, makeUser, ownUser, usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
/** A person's click in a browser with this user agent. */
const person = (userAgent = BROWSER) => ({ ...BROWSER_NAVIGATION_HEADERS, "User-Agent": userAgent });

let rep: string;
let admin: string;

beforeAll(async () => {
  rep = (await login(REP)).session.access_token;
  admin = (await login(ADMIN)).session.access_token;
});

async function activity(token: string): Promise<Activity> {
  const response = await call("/api/activity", { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Activity;
}

test("signed out, /api/activity is a 401", async () => {
  await expectError(await call("/api/activity"), 401);
});

test("a rep sees their link's human clicks and the hits that did not count; another user does not see it", async () => {
  const created = await call("/api/tracked-links", {
    method: "POST",
    token: rep,
    json: { name: "Activity check", originalUrl: "https://example.com/a" },
  });
  const link = (await created.json()) as { id: string; slug: string };
  await call(`/go/${link.slug}`, { headers: person() });
  await call(`/go/${link.slug}`, { headers: { "User-Agent": "curl/8.5.0" } });
  await call(`/go/${link.slug}`, { token: rep, headers: person() });

  const seen = await pollUntil(
    () => activity(rep).then((a) => a.links.find((l) => l.id === link.id)),
    (item) => (item?.excluded.own ?? 0) >= 1 && (item?.last30Days ?? 0) >= 1 && (item?.excluded.bot ?? 0) >= 1,
    { timeoutMs: 15_000, intervalMs: 100 },
  );
  expect(seen).toMatchObject({
    name: "Activity check",
    last30Days: 1,
    allTime: 1,
    visitors: 1,
    excluded: { bot: 1, own: 1 },
  });
  expect(seen?.perDay.at(-1)).toBe(1);
  expect(seen?.lastOpenedAt).toEqual(expect.any(String));

  const adminView = await activity(admin);
  expect(adminView.links.some((l) => l.id === link.id)).toBe(false);
  expect(adminView.days).toHaveLength(30);
});

async function createLink(name: string): Promise<{ id: string; slug: string }> {
  const created = await call("/api/tracked-links", {
    method: "POST",
    token: rep,
    json: { name, originalUrl: "https://example.com/engaged" },
  });
  expect(created.status).toBe(201);
  return (await created.json()) as { id: string; slug: string };
}

const linkActivity = (id: string, until: (item: Activity["links"][number]) => boolean) =>
  pollUntil(
    () => activity(rep).then((a) => a.links.find((l) => l.id === id)),
    (item) => item !== undefined && until(item),
    { timeoutMs: 15_000, intervalMs: 100 },
  );

test("one client changing its user agent on every click is still one visitor", async () => {
  const link = await createLink("Rotating user agents");
  for (let version = 100; version < 120; version++) {
    const userAgent = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/${version}.0.0.0 Safari/537.36`;
    expect((await call(`/go/${link.slug}`, { headers: person(userAgent) })).status).toBe(302);
  }
  const seen = await linkActivity(link.id, (item) => item.last30Days >= 20);
  expect(seen).toMatchObject({ last30Days: 20, visitors: 1 });
});

test("a script with a browser's user agent is a bot; the hits export says why each hit did not count", async () => {
  const link = await createLink("Borrowed user agent");
  const go = (headers: Record<string, string>, init: { token?: string; method?: string } = {}) =>
    call(`/go/${link.slug}`, { ...init, headers });
  await go({ "User-Agent": BROWSER }); // a script's request with a copied user agent
  await go({ "User-Agent": BROWSER, Accept: "text/html", "Accept-Language": "en" }); // without Fetch Metadata
  await go({ ...person(), "Sec-Fetch-Dest": "empty" }); // a page's fetch()
  await go({ ...person(), "Sec-Fetch-Dest": "iframe" }); // a frame
  await go(person(), { token: rep });
  await go(person(), { method: "HEAD" });
  await go(person());
  const seen = await linkActivity(link.id, (item) => item.excluded.bot >= 4 && item.last30Days >= 1);
  expect(seen).toMatchObject({ last30Days: 1, excluded: { bot: 4, own: 1, head: 1 } });

  const today = new Date().toISOString().slice(0, 10);
  const csv = await (await call(`/api/admin/exports/hits?from=${today}&to=${today}`, { token: admin })).text();
  const [columns = [], ...rows] = csvRows(csv);
  // A slug may begin with "-", which the export guards against spreadsheet formulas as "'-".
  const slugCell = link.slug.startsWith("-") ? `'${link.slug}` : link.slug;
  const ofLink = rows.filter((cells) => cells[columns.indexOf("slug")] === slugCell);
  const reasons = ofLink.map((cells) => `${cells[columns.indexOf("class")]} ${cells[columns.indexOf("reason")]}`);
  expect(reasons.sort()).toEqual([
    "bot missing_browser_headers",
    "bot not_a_navigation",
    "bot not_a_navigation",
    "bot not_a_navigation",
    "head head_request",
    "human person",
    "own own_session",
  ]);
});

describe("notifications and alert settings", () => {
  test("signed out, every endpoint is a 401", async () => {
    await expectError(await call("/api/notifications"), 401);
    await expectError(await call("/api/notifications/read", { method: "POST" }), 401);
    await expectError(await call("/api/user/alerts"), 401);
    await expectError(await call("/api/user/alerts", { method: "PUT", json: { emailAlerts: false } }), 401);
  });

  test("a first human click of the day is its rep's notification only; marking read clears it", async () => {
    // A rep of this test alone: the file's rep's links above ring too, some of them still on the way.
    const ringer = (await login(await makeUser(admin, ownUser("rep", "Bella")))).session.access_token;
    const created = await call("/api/tracked-links", {
      method: "POST",
      token: ringer,
      json: { name: "Bell check", originalUrl: "https://example.com/b" },
    });
    const link = (await created.json()) as { slug: string };
    await call(`/go/${link.slug}`, { headers: person(`${BROWSER} bell`) });
    const list = await pollUntil(
      async () => (await (await call("/api/notifications", { token: ringer })).json()) as Notifications,
      (n) => n.items.some((item) => item.title === "Bell check"),
      { timeoutMs: 15_000, intervalMs: 100 },
    );
    expect(list.unread).toBe(1);
    expect(list.items).toEqual([expect.objectContaining({ title: "Bell check", target: "link", read: false })]);
    const adminList = (await (await call("/api/notifications", { token: admin })).json()) as Notifications;
    expect(adminList.items.some((item) => item.title === "Bell check")).toBe(false);

    const read = await call("/api/notifications/read", { method: "POST", token: ringer });
    expect(read.status).toBe(200);
    expect(((await read.json()) as Notifications).unread).toBe(0);
  });

  test("a user turns e-mail alerts off and on; a bad body is a 400 that changes nothing", async () => {
    const get = async (token: string) =>
      (await (await call("/api/user/alerts", { token })).json()) as { emailAlerts: boolean };
    expect(await get(rep)).toEqual({ emailAlerts: true });
    const off = await call("/api/user/alerts", { method: "PUT", token: rep, json: { emailAlerts: false } });
    expect(await off.json()).toEqual({ emailAlerts: false });
    expect(await get(rep)).toEqual({ emailAlerts: false });
    expect(await get(admin)).toEqual({ emailAlerts: true });
    await expectError(
      await call("/api/user/alerts", { method: "PUT", token: rep, json: { emailAlerts: "no" } }),
      400,
      "emailAlerts must be true or false.",
    );
    await expectError(await call("/api/user/alerts", { method: "PUT", token: rep, json: {} }), 400);
    expect(await get(rep)).toEqual({ emailAlerts: false });
    await call("/api/user/alerts", { method: "PUT", token: rep, json: { emailAlerts: true } });
    expect(await get(rep)).toEqual({ emailAlerts: true });
  });
});

describe("admin funnel and CSV exports", () => {
  const EXPORTS = [
    "/api/admin/exports/users",
    "/api/admin/exports/links",
    "/api/admin/exports/funnel",
    "/api/admin/exports/hits?from=2026-01-01&to=2026-01-31",
  ];

  test.each(["/api/admin/funnel", ...EXPORTS])("%s is 401 signed out and 403 for a rep", async (path) => {
    await expectError(await call(path), 401);
    await expectError(await call(path, { token: rep }), 403);
  });

  test("the funnel lists a rep with their counts and conversion, and no admin", async () => {
    // A rep of this test alone: the file's rep clicks in the tests above.
    const seller = await makeUser(admin, ownUser("rep", "Fern"));
    const sellerToken = (await login(seller)).session.access_token;
    const made = await call("/api/tracked-links", {
      method: "POST",
      token: sellerToken,
      json: { name: "Funnel check", originalUrl: "https://example.com/f" },
    });
    const { slug } = (await made.json()) as { slug: string };
    for (const agent of ["one", "two"]) await call(`/go/${slug}`, { headers: person(`${BROWSER} ${agent}`) });
    expect((await sendQuote(JSON.stringify({ externalId: `F-${slug}`, promoCode: seller.promoCode }))).status).toBe(
      201,
    );
    const row = async () =>
      ((await (await call("/api/admin/funnel", { token: admin })).json()) as RepFunnelRow[]).find(
        (r) => r.email === seller.email,
      );
    expect(await pollUntil(row, (r) => r?.clicks === 2, { timeoutMs: 15_000, intervalMs: 100 })).toEqual({
      userId: seller.id,
      name: fullName(seller),
      email: seller.email,
      shares: 0,
      opens: 0,
      rooms: 0,
      roomVisits: 0,
      clicks: 2,
      quotes: 1,
      conversionRate: 50,
    });
    const rows = (await (await call("/api/admin/funnel", { token: admin })).json()) as RepFunnelRow[];
    expect(rows.some((r) => r.email === ADMIN.email)).toBe(false);
  });

  test("each export is a CSV download with its header row and the expected rows", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const expected: [string, string, string][] = [
      ["/api/admin/exports/users", "id,email,first_name,last_name,role,active,promo_code,created_at", REP.email],
      [
        "/api/admin/exports/links",
        "id,name,slug,original_url,rep_email,active,human_clicks,last_clicked_at,created_at",
        "Activity check",
      ],
      [
        "/api/admin/exports/funnel",
        "user_id,name,email,shares,human_opens,human_clicks,quotes,conversion_rate_percent,rooms,human_room_visits",
        REP.email,
      ],
      [
        `/api/admin/exports/hits?from=${today}&to=${today}`,
        "occurred_at,kind,slug,title,rep_email,class,reason,device,referrer," +
          "seconds,furthest_percent,room_id,pages_read",
        ',"link",',
      ],
    ];
    for (const [path, header, row] of expected) {
      const response = await call(path, { token: admin });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(response.headers.get("content-disposition")).toMatch(
        /^attachment; filename="rep-portal-[a-z0-9-]+\.csv"$/,
      );
      const lines = (await response.text()).split("\r\n");
      expect(lines[0]).toBe(header);
      expect(lines.slice(1).some((line) => line.includes(row))).toBe(true);
    }
  });

  test.each([
    ["", "Choose a start date (from) and an end date (to) for the export."],
    ["?from=2026-05-02&to=2026-05-01", "The start date (from) must be on or before the end date (to)."],
    ["?from=2020-01-01&to=2026-05-01", "An export of hits covers at most 366 days."],
    ["?from=2026-13-01&to=2026-05-01", "from is not a real date."],
  ])("the hits export refuses %p with a 400: %s", async (query, message) => {
    await expectError(await call(`/api/admin/exports/hits${query}`, { token: admin }), 400, message);
  });
});

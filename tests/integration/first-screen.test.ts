import { call, login, sessionCookie } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

// The keys of the dashboard's queries, as the server's HTML carries them for the browser's data cache.
const DASHBOARD_KEYS = ["/api/user/promo-code", "/api/link-tracking/stats", "/api/assets"];
const BELL_KEY = "/api/notifications";

async function page(path: string, headers: Record<string, string>): Promise<string> {
  const response = await call(path, { headers: { Cookie: await sessionCookie(REP), ...headers } });
  expect(response.status).toBe(200);
  return response.text();
}

test("a whole load of / carries the dashboard's and the bell's data, with the promo code painted", async () => {
  const html = await page("/", { "Sec-Fetch-Dest": "document" });
  for (const key of [...DASHBOARD_KEYS, BELL_KEY]) expect(html).toContain(key);
  const { promoCode } = (await login(REP)).user;
  const card = /aria-label="Your Promo Code".*?<p[^>]*>([^<]*)<\/p>/.exec(html);
  expect(card?.[1]).toBe(promoCode);
});

// The dashboard page reads its own cards' data: no other page carries it (nor is told which page it is).
test("another page's whole load carries the bell's data only", async () => {
  const html = await page("/tracked-links", { "Sec-Fetch-Dest": "document" });
  expect(html).toContain(BELL_KEY);
  for (const key of DASHBOARD_KEYS) expect(html).not.toContain(key);
});

test("the data is the gate's verified user's, never that of a signed-in header a client sends", async () => {
  const admin = (await login(ADMIN)).user;
  const forged = encodeURIComponent(JSON.stringify({ role: admin.role, user: admin }));
  const html = await page("/", { "Sec-Fetch-Dest": "document", "x-portal-signed-in": forged });
  const card = /aria-label="Your Promo Code".*?<p[^>]*>([^<]*)<\/p>/.exec(html);
  expect(card?.[1]).toBe((await login(REP)).user.promoCode);
  expect(html).not.toContain(admin.promoCode);
});

test("a render for a client-side navigation carries no data: the browser's cache answers", async () => {
  const html = await page("/", { "Sec-Fetch-Dest": "empty" });
  for (const key of [...DASHBOARD_KEYS, BELL_KEY]) expect(html).not.toContain(key);
});

test("a whole load of /tracked-links paints the rep's own links with their short URLs, no other rep's", async () => {
  const own = { name: `First paint ${Date.now()}`, originalUrl: "https://example.com/first-paint" };
  const created = await call("/api/tracked-links", {
    method: "POST",
    token: (await login(REP)).session.access_token,
    json: own,
  });
  expect(created.status).toBe(201);
  const { slug } = (await created.json()) as { slug: string };
  const adminsLink = await call("/api/tracked-links", {
    method: "POST",
    token: (await login(ADMIN)).session.access_token,
    json: { name: `Admin's own ${Date.now()}`, originalUrl: "https://example.com/admins" },
  });
  expect(adminsLink.status).toBe(201);
  const other = (await adminsLink.json()) as { slug: string };

  const html = await page("/tracked-links", { "Sec-Fetch-Dest": "document" });
  // The table's cell holds the whole short URL: the server knew the origin, not only the browser.
  expect(html).toMatch(new RegExp(`<td[^>]*>https?://[^<]+/go/${slug}</td>`));
  expect(html).toContain(own.name);
  expect(html).not.toContain(other.slug);
});

test("a whole load of /assets paints the first page as cards and holds it for the browser's cache", async () => {
  const token = (await login(REP)).session.access_token;
  const [brand] = (await (await call("/api/brands", { token })).json()) as { id: string }[];
  const assets = (await (await call(`/api/assets?brandId=${brand?.id ?? ""}`, { token })).json()) as {
    title: string;
  }[];
  expect(assets.length).toBeGreaterThan(0);
  const html = await page("/assets", { "Sec-Fetch-Dest": "document" });
  expect(html).toMatch(/<ul aria-label="Assets"/);
  for (const { title } of assets) expect(html).toContain(title);
  expect(html).toContain("/api/assets");
  // A client-side navigation's render reads nothing: the browser's cache or the API answers.
  const navigated = await page("/assets", { "Sec-Fetch-Dest": "empty" });
  expect(navigated).not.toContain('aria-label="Assets"');
  expect(navigated).not.toContain("/api/assets");
});

async function adminPage(path: string): Promise<string> {
  const response = await call(path, { headers: { Cookie: await sessionCookie(ADMIN), "Sec-Fetch-Dest": "document" } });
  expect(response.status).toBe(200);
  return response.text();
}

test("an admin's /admin paints Analytics on the server: its figures and the newest users", async () => {
  const html = await adminPage("/admin");
  const analytics = (await (
    await call("/api/admin/analytics", { token: (await login(ADMIN)).session.access_token })
  ).json()) as { totalUsers: number; newUsersThisMonth: number };
  const totalUsers = /aria-label="Total Users".*?<p[^>]*>([^<]*)<\/p>/.exec(html);
  expect(totalUsers?.[1]).toBe(analytics.totalUsers.toLocaleString("en-US"));
  // This file's users are made just before its tests: the newest, so in 'Recent Users'.
  expect(html).toContain(REP.email);
  expect(html).toContain("Rep Funnel");
  expect(html).not.toContain('"/api/admin/users"');
});

test("/admin?tab=users paints the users table on the server, on any render, and reads no Analytics", async () => {
  for (const dest of ["document", "empty"]) {
    const response = await call("/admin?tab=users", {
      headers: { Cookie: await sessionCookie(ADMIN), "Sec-Fetch-Dest": dest },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    // The rows are markup with their actions' buttons, not a list for the browser's cache.
    expect(html).toContain(`aria-label="Delete ${REP.email}"`);
    expect(html).not.toContain(`aria-label="Delete ${ADMIN.email}"`);
    expect(html).not.toContain('\\"/api/admin/users\\"');
    expect(html).not.toContain("Total Users");
  }
});

test("a rep's /admin, even with a forged admin header, is sent to / and carries no admin data", async () => {
  const admin = (await login(ADMIN)).user;
  const forged = encodeURIComponent(JSON.stringify({ role: admin.role, user: admin }));
  const response = await call("/admin", {
    headers: { Cookie: await sessionCookie(REP), "Sec-Fetch-Dest": "document", "x-portal-signed-in": forged },
  });
  expect(response.status).toBe(307);
  expect(new URL(response.headers.get("location") ?? "", "http://x").pathname).toBe("/");
  const body = await response.text();
  expect(body).not.toContain("Total Users");
  expect(body).not.toContain(ADMIN.email);
});

/** A room of `user`'s, for a recipient named `recipientName`, holding the first asset of the first brand. */
async function roomOf(user: typeof REP, recipientName: string): Promise<string> {
  const token = (await login(user)).session.access_token;
  const [brand] = (await (await call("/api/brands", { token })).json()) as { id: string }[];
  const [asset] = (await (await call(`/api/assets?brandId=${brand?.id ?? ""}`, { token })).json()) as { id: string }[];
  const created = await call("/api/rooms", {
    method: "POST",
    token,
    json: { recipientName, brandId: brand?.id, assetIds: [asset?.id] },
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

test("a room's detail renders on the server for its rep; another's, or none, reads 'Room not found'", async () => {
  const own = `Own reader ${Date.now()}`;
  const ownId = await roomOf(REP, own);
  // A client-side navigation renders it on the server too: the screen has no browser query to fill.
  for (const dest of ["document", "empty"]) {
    const html = await page(`/rooms/${ownId}`, { "Sec-Fetch-Dest": dest });
    expect(html).toMatch(new RegExp(`<h1[^>]*>Room for <!-- -->${own}</h1>`));
    expect(html).toContain("No visits yet.");
  }
  const others = `Admin's reader ${Date.now()}`;
  const othersId = await roomOf(ADMIN, others);
  for (const id of [othersId, "not-a-room", "00000000-0000-4000-8000-000000000000"]) {
    const html = await page(`/rooms/${id}`, { "Sec-Fetch-Dest": "document" });
    expect(html).toMatch(/<h1[^>]*>Room not found<\/h1>/);
    expect(html).not.toContain(others);
  }
});

/**
 * The session cookie cannot be ridden from another site: a state-changing request signed in only by
 * the cookie must come from this origin, JSON endpoints take only JSON, and a cookie-only sign-out
 * really ends the session.
 */
import { randomUUID } from "node:crypto";
import { call, cookieOf, expectError, login, PORTAL_URL, type LoginResult } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

let admin: LoginResult;
let adminCookie: string;

beforeAll(async () => {
  admin = await login(ADMIN);
  adminCookie = cookieOf(admin.session);
});

const newUser = () => ({ email: `csrf-${randomUUID().slice(0, 8)}@example.com`, password: "secret1", role: "admin" });

async function userExists(email: string): Promise<boolean> {
  const users = (await (await call("/api/admin/users", { token: admin.session.access_token })).json()) as {
    email: string;
  }[];
  return users.some((user) => user.email === email);
}

test("a text/plain form posted from another site with only the admin's cookie creates nothing", async () => {
  const user = newUser();
  const response = await call("/api/admin/users", {
    method: "POST",
    body: JSON.stringify(user),
    headers: {
      Cookie: adminCookie,
      "Content-Type": "text/plain",
      Origin: "https://attacker.example",
      "Sec-Fetch-Site": "cross-site",
    },
  });
  await expectError(response, 403, "Requests from other sites cannot act for a signed-in user.");
  expect(await userExists(user.email)).toBe(false);
});

test.each([
  ["a foreign Origin", { Origin: "https://attacker.example" }],
  ["Origin null (a sandboxed frame)", { Origin: "null" }],
  ["this origin on another port", { Origin: PORTAL_URL.replace(/:\d+$/, ":1") }],
  ["no Origin, Sec-Fetch-Site cross-site", { "Sec-Fetch-Site": "cross-site" }],
  ["no Origin, Sec-Fetch-Site same-site (a sibling subdomain)", { "Sec-Fetch-Site": "same-site" }],
  ["neither header", {}],
])("a JSON write signed in only by the cookie with %s is refused", async (_name, headers) => {
  const user = newUser();
  const response = await call("/api/admin/users", {
    method: "POST",
    json: user,
    headers: { Cookie: adminCookie, ...headers },
  });
  await expectError(response, 403);
  expect(await userExists(user.email)).toBe(false);
});

test.each([
  ["its Origin", { Origin: PORTAL_URL }],
  ["Sec-Fetch-Site same-origin and no Origin", { "Sec-Fetch-Site": "same-origin" }],
])("the portal's own page may write with the cookie alone, recognized by %s", async (_name, headers) => {
  const user = newUser();
  const response = await call("/api/admin/users", {
    method: "POST",
    json: user,
    headers: { Cookie: adminCookie, ...headers },
  });
  expect(response.status).toBe(201);
  expect(await userExists(user.email)).toBe(true);
});

test("a bearer-token call (never attached by a browser on its own) works whatever its Origin", async () => {
  const user = newUser();
  const response = await call("/api/admin/users", {
    method: "POST",
    json: user,
    token: admin.session.access_token,
    headers: { Origin: "https://integration.example" },
  });
  expect(response.status).toBe(201);
});

test("reads are not writes: a cookie GET from anywhere answers as before", async () => {
  const response = await call("/api/auth/verify", {
    headers: { Cookie: adminCookie, Origin: "https://attacker.example" },
  });
  expect(response.status).toBe(200);
});

test.each(["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", ""])(
  "a JSON endpoint refuses a body sent as %s with 415, even with a bearer token",
  async (type) => {
    const user = newUser();
    const response = await call("/api/admin/users", {
      method: "POST",
      body: JSON.stringify(user),
      token: admin.session.access_token,
      headers: type ? { "Content-Type": type } : {},
    });
    await expectError(response, 415, "Send the request body as JSON (Content-Type: application/json).");
    expect(await userExists(user.email)).toBe(false);
  },
);

test("JSON with a charset is JSON", async () => {
  const response = await call("/api/admin/users", {
    method: "POST",
    body: JSON.stringify(newUser()),
    token: admin.session.access_token,
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
  expect(response.status).toBe(201);
});

describe("POST /api/auth/logout with only the session cookie", () => {
  test("revokes that session and clears the cookie", async () => {
    const rep = await login(REP);
    const response = await call("/api/auth/logout", {
      method: "POST",
      headers: { Cookie: cookieOf(rep.session), Origin: PORTAL_URL },
    });
    expect(response.status).toBe(200);
    const cleared = response.headers.getSetCookie();
    expect(cleared).toEqual([expect.stringMatching(/^sb-portal-auth-token=; Path=\/; Max-Age=0;.*SameSite=lax/i)]);
    expect((await call("/api/auth/verify", { token: rep.session.access_token })).status).toBe(401);
    const refreshed = await call("/auth/v1/token?grant_type=refresh_token", {
      method: "POST",
      json: { refresh_token: rep.session.refresh_token },
    });
    expect(refreshed.status).toBe(400);
  });

  test("ends a session whose access token has expired, through its refresh token", async () => {
    const rep = await login(REP);
    const stale = cookieOf({ ...rep.session, expires_at: Math.floor(Date.now() / 1000) - 60 });
    const response = await call("/api/auth/logout", { method: "POST", headers: { Cookie: stale, Origin: PORTAL_URL } });
    expect(response.status).toBe(200);
    const refreshed = await call("/auth/v1/token?grant_type=refresh_token", {
      method: "POST",
      json: { refresh_token: rep.session.refresh_token },
    });
    expect(refreshed.status).toBe(400);
  });

  test("from another site is refused and ends nothing", async () => {
    const rep = await login(REP);
    const response = await call("/api/auth/logout", {
      method: "POST",
      headers: { Cookie: cookieOf(rep.session), Origin: "https://attacker.example" },
    });
    await expectError(response, 403);
    expect((await call("/api/auth/verify", { token: rep.session.access_token })).status).toBe(200);
  });
});

/** On an https origin: cookies are Secure, the session cookie lives as long as its refresh token, HSTS is sent. */
import { startSecondServer, type RunningServer } from "./second-server";

let server: RunningServer;

beforeAll(async () => {
  server = await startSecondServer({ SITE_URL: "https://portal.example.test", SEED_DEMO: "true" });
}, 90_000);
afterAll(() => server.stop());

async function signIn() {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "rep@example.com", password: "rep12345" }),
  });
  expect(response.status).toBe(200);
  const { session } = (await response.json()) as { session: Record<string, unknown> };
  return session;
}

const cookieOf = (session: Record<string, unknown>) => {
  const json = JSON.stringify({ ...session, token_type: "bearer", user: {} });
  return `sb-portal-auth-token=base64-${Buffer.from(json).toString("base64url")}`;
};

test("every answer carries Strict-Transport-Security", async () => {
  for (const path of ["/login", "/api/config", "/favicon.ico", "/go/nothing-here"]) {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect([path, response.headers.get("strict-transport-security")]).toEqual([
      path,
      "max-age=63072000; includeSubDomains",
    ]);
  }
});

test("a session cookie the gate refreshes is Secure, Lax and lives as long as the refresh token", async () => {
  const session = await signIn();
  const stale = cookieOf({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 });
  const response = await fetch(`${server.url}/`, { headers: { Cookie: stale }, redirect: "manual" });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("sb-portal-auth-token="));
  expect(cookie).toMatch(/; Max-Age=604800;/);
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/; SameSite=lax/i);
});

test("signing out clears the cookie with the same attributes", async () => {
  const session = await signIn();
  const response = await fetch(`${server.url}/api/auth/logout`, {
    method: "POST",
    headers: { Cookie: cookieOf(session), Origin: "https://portal.example.test" },
  });
  expect(response.status).toBe(200);
  expect(response.headers.getSetCookie()).toEqual([
    expect.stringMatching(/^sb-portal-auth-token=; .*Max-Age=0;.*Secure/),
  ]);
});

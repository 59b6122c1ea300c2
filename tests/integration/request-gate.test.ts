import { call, DEMO_ADMIN, DEMO_REP, login } from "./portal";

async function sessionCookie(credentials: { email: string; password: string }) {
  const { session } = await login(credentials);
  const json = JSON.stringify({ ...session, token_type: "bearer", user: {} });
  const value = `base64-${Buffer.from(json).toString("base64url")}`;
  return `sb-portal-auth-token=${value}`;
}

function location(response: Response) {
  return new URL(response.headers.get("location") ?? "", process.env.PORTAL_URL).pathname;
}

test.each(["/", "/assets", "/admin", "/no-such-page"])("a signed-out visitor to %s is sent to /login", async (path) => {
  const response = await call(path);
  expect(response.status).toBe(307);
  expect(location(response)).toBe("/login");
});

test("the login page and the connection test are open to everyone", async () => {
  expect((await call("/login")).status).toBe(200);
  expect((await call("/test-supabase")).status).toBe(200);
});

test("a rep is sent from /admin to /", async () => {
  const response = await call("/admin", { headers: { Cookie: await sessionCookie(DEMO_REP) } });
  expect(response.status).toBe(307);
  expect(location(response)).toBe("/");
});

test("an admin reaches /admin", async () => {
  const response = await call("/admin", { headers: { Cookie: await sessionCookie(DEMO_ADMIN) } });
  expect(response.status).toBe(200);
});

test("a signed-in user on /login is sent to /, and an unknown page is a 404", async () => {
  const cookie = await sessionCookie(DEMO_REP);
  const loginPage = await call("/login", { headers: { Cookie: cookie } });
  expect(location(loginPage)).toBe("/");
  const missing = await call("/no-such-page", { headers: { Cookie: cookie } });
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("404 Page Not Found");
});

test.each(["/login", "/test-supabase"])(
  "%s has a nonce-based Content-Security-Policy that its own scripts carry",
  async (path) => {
    const response = await call(path);
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await call(path);
    expect(again.headers.get("content-security-policy")).not.toBe(policy);
  },
);

test("a signed-in admin's pages carry the policy too", async () => {
  const response = await call("/admin", { headers: { Cookie: await sessionCookie(DEMO_ADMIN) } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
});

import { call, cookieOf, login, sessionCookie } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

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
  const response = await call("/admin", { headers: { Cookie: await sessionCookie(REP) } });
  expect(response.status).toBe(307);
  expect(location(response)).toBe("/");
});

test("an admin reaches /admin", async () => {
  const response = await call("/admin", { headers: { Cookie: await sessionCookie(ADMIN) } });
  expect(response.status).toBe(200);
});

test("a signed-in user on /login is sent to /, and an unknown page is a 404", async () => {
  const cookie = await sessionCookie(REP);
  const loginPage = await call("/login", { headers: { Cookie: cookie } });
  expect(location(loginPage)).toBe("/");
  const missing = await call("/no-such-page", { headers: { Cookie: cookie } });
  expect(missing.status).toBe(404);
  const page = await missing.text();
  expect(page).toContain("404 Page Not Found");
  // The product's words for whoever mistyped the address, not a note for its developers.
  expect(page).toContain("Check the address for a typing error");
  expect(page).not.toContain("router");
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
  const response = await call("/admin", { headers: { Cookie: await sessionCookie(ADMIN) } });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
});

test("a signed-in page is rendered on the server with the session the gate verified", async () => {
  const response = await call("/", { headers: { Cookie: await sessionCookie(REP) } });
  expect(response.status).toBe(200);
  const html = await response.text();
  // The portal's top bar and navigation, not the spinner shown while a browser restores a session.
  expect(html).toContain('aria-label="Toggle theme"');
  expect(html).toContain('href="/tracked-links"');
  expect(html).toContain(REP.email);
});

test("a signed-in page is rendered in the brand of the brand cookie, or the first brand without one", async () => {
  const cookie = await sessionCookie(REP);
  const brands = (await (await call("/api/brands", { headers: { Cookie: cookie } })).json()) as {
    code: string;
    name: string;
    primaryColor: string;
  }[];
  const [first, other] = brands;
  if (!first || !other) throw new Error("the demo data has at least two brands");
  const heading = (name: string) => new RegExp(`<h1[^>]*>${name}<!-- --> Dashboard</h1>`);

  const plain = await (await call("/", { headers: { Cookie: cookie } })).text();
  expect(plain).toMatch(heading(first.name));
  expect(plain).toContain(`--brand-primary:${first.primaryColor}`);

  const chosen = await (await call("/", { headers: { Cookie: `${cookie}; currentBrandCode=${other.code}` } })).text();
  expect(chosen).toMatch(heading(other.name));
  expect(chosen).toContain(`--brand-primary:${other.primaryColor}`);

  const unknown = await (await call("/", { headers: { Cookie: `${cookie}; currentBrandCode=nope` } })).text();
  expect(unknown).toMatch(heading(first.name));
});

/** A signed-in header as a client might forge it, naming an admin who does not exist. */
const FORGED_SIGNED_IN = encodeURIComponent(
  JSON.stringify({
    role: "admin",
    user: {
      id: "00000000-0000-4000-8000-000000000000",
      email: "forged@example.com",
      role: "admin",
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      promoCode: "FORGED",
      user_metadata: { first_name: null, last_name: null, profile_image_url: null },
    },
  }),
);

test("a signed-in header a client sends is dropped by the gate, never believed", async () => {
  const signedOut = await call("/login", { headers: { "x-portal-signed-in": FORGED_SIGNED_IN } });
  expect(signedOut.status).toBe(200);
  expect(await signedOut.text()).not.toContain("forged@example.com");

  const rep = await call("/", {
    headers: { Cookie: await sessionCookie(REP), "x-portal-signed-in": FORGED_SIGNED_IN },
  });
  const html = await rep.text();
  expect(html).not.toContain("forged@example.com");
  expect(html).toContain(REP.email);
});

test("on the paths the gate skips, the not-found page never believes a signed-in header a client sends", async () => {
  for (const path of ["/go/a/b/c", "/r/a/b/c/d", "/asset/a/b/c", "/uploads/a/b", "/_next/nothing", "/samples/x/y"]) {
    const response = await call(path, { headers: { "x-portal-signed-in": FORGED_SIGNED_IN } });
    const believed = (await response.text()).includes("forged@example.com");
    expect({ path, status: response.status, believed }).toEqual({ path, status: 404, believed: false });
  }
});

test("a path no route matches under the folders the gate skips answers a 404 page with its own policy", async () => {
  // The gate gives every other page its policy; these folders skip it, so the answer brings its own
  // (docs/security.md, "Content-Security-Policy").
  for (const path of ["/r/a/b", "/go/a/b", "/asset/a/b", "/uploads/a/b", "/samples/x/y", "/icons/x/y", "/go/nothing"]) {
    for (const method of ["GET", "HEAD"]) {
      const response = await call(path, { method });
      const policy = response.headers.get("content-security-policy") ?? "";
      expect({ path, method, status: response.status, type: response.headers.get("content-type"), policy }).toEqual({
        path,
        method,
        status: 404,
        type: "text/html; charset=utf-8",
        policy: expect.stringMatching(/^default-src 'none'; style-src 'sha256-[^']+'; .*frame-ancestors 'none'$/),
      });
    }
  }
  expect(await (await call("/r/a/b")).text()).toContain("<h1>404 Page Not Found</h1>");
});

describe("a path with a dot is a page like any other", () => {
  const forged = {
    "x-nonce": "attacker-nonce",
    "x-portal-signed-in": encodeURIComponent(
      JSON.stringify({ role: "admin", user: { id: "x", email: "forged@example.com", role: "admin" } }),
    ),
  };

  test("signed out, /nonexistent.txt is sent to /login like any other page", async () => {
    const response = await call("/nonexistent.txt", { headers: forged });
    expect(response.status).toBe(307);
    expect(location(response)).toBe("/login");
  });

  test("signed in, its not-found page gets the policy and never the client's nonce or signed-in header", async () => {
    const response = await call("/nonexistent.txt", { headers: { ...forged, Cookie: await sessionCookie(REP) } });
    expect(response.status).toBe(404);
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(policy).not.toContain("attacker-nonce");
    const html = await response.text();
    expect(html).not.toContain("attacker-nonce");
    expect(html).not.toContain("forged@example.com");
    expect(html).toContain(REP.email);
  });

  test("the app's own files with dots still answer without the gate", async () => {
    for (const path of ["/favicon.ico", "/icon.svg", "/manifest.webmanifest", "/robots.txt", "/icons/icon-192.png"]) {
      expect([path, (await call(path)).status]).toEqual([path, 200]);
    }
  });
});

test("every answer carries a Permissions-Policy that turns off what the portal does not use", async () => {
  for (const path of ["/login", "/api/config", "/go/nothing-here", "/favicon.ico"]) {
    const policy = (await call(path)).headers.get("permissions-policy") ?? "";
    expect([path, policy]).toEqual([path, expect.stringContaining("camera=()")]);
    expect(policy).toContain("geolocation=()");
    expect(policy).toContain("microphone=()");
  }
});

test("over plain http there is no HSTS and the refreshed session cookie is not Secure", async () => {
  const { session } = await login(REP);
  const stale = cookieOf({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 });
  const response = await call("/", { headers: { Cookie: stale } });
  expect(response.status).toBe(200);
  expect(response.headers.get("strict-transport-security")).toBeNull();
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("sb-portal-auth-token="));
  expect(cookie).toMatch(/Max-Age=604800/);
  expect(cookie).not.toMatch(/Secure/i);
});

import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pollUntil } from "../helpers/poll";
import { BROWSER_NAVIGATION_HEADERS, call, otpBody, outboxLinkTo, PORTAL_URL } from "./portal";
import { usersOfThisFile } from "./file-users";
import { startSecondServer, type RunningServer } from "./second-server";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

// The portal of the global setup is the upstream; `proxy` forwards every /api call (also paths it
// has no route for), /go, /asset, /uploads and the auth service /auth/v1 to it. `edge` forwards to
// a tiny local server that echoes the request, sets cookies, never answers a request whose query
// says `hang`, and is finally shut down (unreachable).
const PUBLIC_ORIGIN = "https://portal.example.com";
let proxy: RunningServer;
let edge: RunningServer;
let tiny: http.Server;

beforeAll(async () => {
  tiny = http.createServer((req, res) => {
    if (req.url?.includes("hang")) return;
    res.setHeader("Set-Cookie", [
      "sid=abc; Domain=upstream.example; Path=/; HttpOnly",
      "pref=1; Path=/api; domain=.upstream.example; SameSite=Lax",
    ]);
    res.setHeader("Connection", "keep-alive, x-hop");
    res.setHeader("X-Hop", "1");
    res.setHeader("X-Upstream", "tiny");
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ headers: req.headers }));
  });
  await new Promise<void>((resolve) => tiny.listen(0, "127.0.0.1", resolve));
  const tinyUrl = `http://127.0.0.1:${(tiny.address() as AddressInfo).port}`;
  // 3 s: short enough for the time-out test, long enough for a first answer on a busy 2-core machine
  // (a CI run under load saw a 504 at 1 s).
  // Each on an empty data directory: a proxy has no database of its own.
  const emptyDir = () => fs.mkdtempSync(path.join(os.tmpdir(), "portal-proxy-"));
  [proxy, edge] = await Promise.all([
    startSecondServer({ API_UPSTREAM_URL: PORTAL_URL }, emptyDir()),
    // Its public origin is SITE_URL, which is all the upstream is told of the origin.
    startSecondServer(
      { API_UPSTREAM_URL: tinyUrl, API_UPSTREAM_TIMEOUT_MS: "3000", SITE_URL: PUBLIC_ORIGIN },
      emptyDir(),
    ),
  ]);
  // A fresh server's first forward loads its proxy code inside the time-out (a CI run saw a 504):
  // one forward before the tests, whatever it answers.
  await via(edge, "/api/warm-up").catch(() => undefined);
}, 120_000);
afterAll(async () => {
  await Promise.all([proxy?.stop(), edge?.stop()]);
  tiny.closeAllConnections();
  if (tiny.listening) await new Promise<void>((resolve) => tiny.close(() => resolve()));
});

/** The same call as `call`, made to another server. */
function via(server: RunningServer, pathname: string, init: Parameters<typeof call>[1] = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  headers.set("X-Forwarded-For", "10.200.1.1");
  return fetch(`${server.url}${pathname}`, { ...init, headers, body, redirect: "manual" });
}

async function signIn(credentials: { email: string; password: string }): Promise<{ token: string; userId: string }> {
  const response = await via(proxy, "/api/auth/login", { method: "POST", json: credentials });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { session: { access_token: string }; user: { id: string; email: string } };
  expect(body.user.email).toBe(credentials.email);
  return { token: body.session.access_token, userId: body.user.id };
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

test.each(METHODS)(
  "without an upstream, %s on an /api path with no route is a JSON 404 in the API's error shape",
  async (method) => {
    for (const pathname of ["/api/no-such-endpoint", "/api/admin/users/1/2/3"]) {
      const response = await call(`${pathname}?x=1`, {
        method,
        json: method === "GET" || method === "OPTIONS" ? undefined : {},
      });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        error: { code: "unknown_endpoint", message: `There is no API endpoint at ${pathname}.` },
      });
    }
  },
);

test("without an upstream, HEAD on an /api path with no route is a bodiless 404", async () => {
  const response = await call("/api/no-such-endpoint", { method: "HEAD" });
  expect(response.status).toBe(404);
  expect(await response.text()).toBe("");
});

test.each(METHODS)("with an upstream, %s on an /api path this app has no route for is forwarded", async (method) => {
  const response = await via(edge, "/api/only/upstream/knows?q=1", {
    method,
    body: method === "GET" || method === "OPTIONS" ? undefined : "{}",
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("x-upstream")).toBe("tiny");
  const proxied = await via(proxy, "/api/no-such-endpoint");
  expect(proxied.status).toBe(404);
  expect(await proxied.json()).toEqual(await (await call("/api/no-such-endpoint")).json());
});

/** A raw request to a server under a Host of our choosing (fetch always sends the URL's own). */
function underHost(
  server: RunningServer,
  host: string,
  pathname: string,
  method = "GET",
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}${pathname}`,
      { method, headers: { Host: host, "X-Forwarded-For": "10.200.1.2" } },
      (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

test.each([
  "/api/config",
  "/api/no-such-endpoint",
  "/auth/v1/settings",
  "/go/any-slug",
  "/asset/any-slug",
  "/uploads/a.pdf",
])("without SITE_URL, %s under a foreign Host is refused with a 421 and never forwarded", async (pathname) => {
  const answer = await underHost(proxy, "evil.example", pathname);
  expect(answer.status).toBe(421);
  expect(JSON.parse(answer.body)).toMatchObject({ error: { code: "site_url_required" } });
  expect((await underHost(proxy, new URL(proxy.url).host, "/api/config")).status).toBe(200);
});

test("the upstream learns this site's public origin (never the Host), the referrer and auth headers", async () => {
  const response = await via(edge, "/api/config", {
    headers: { Referer: "https://example.com/page", apikey: "anon", "Sec-Purpose": "prefetch" },
  });
  const { headers } = (await response.json()) as { headers: Record<string, string> };
  const forged = await underHost(edge, "evil.example", "/api/config");
  expect(JSON.parse(forged.body)).toMatchObject({
    headers: { "x-forwarded-host": "portal.example.com", "x-forwarded-proto": "https" },
  });
  expect(headers).toMatchObject({
    "x-forwarded-host": "portal.example.com",
    "x-forwarded-proto": "https",
    referer: "https://example.com/page",
    apikey: "anon",
    "sec-purpose": "prefetch",
  });
});

test("/api/config is the upstream's: its auth service at its public origin (its SITE_URL), with its key", async () => {
  // No header names the origin: an upstream behind this proxy is configured with SITE_URL set to the
  // proxy's public address. The test upstream has none, so it names its own (loopback) address.
  const config = (await (await via(proxy, "/api/config")).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  const direct = (await (await call("/api/config")).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  expect(config).toEqual(direct);
  expect(config.supabaseUrl).toBe(PORTAL_URL);
  const jwks = await via(proxy, "/auth/v1/.well-known/jwks.json");
  expect(jwks.status).toBe(200);
  expect(await jwks.json()).toEqual(await (await call("/auth/v1/.well-known/jwks.json")).json());
});

test("a password sign-in at /auth/v1 of the proxy is the upstream's: its token works on the proxy's API", async () => {
  const { supabaseAnonKey } = (await (await via(proxy, "/api/config")).json()) as { supabaseAnonKey: string };
  const response = await via(proxy, "/auth/v1/token?grant_type=password", {
    method: "POST",
    json: REP,
    headers: { apikey: supabaseAnonKey },
  });
  expect(response.status).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  const verified = await via(proxy, "/api/auth/verify", { token });
  expect(verified.status).toBe(200);
  expect(await verified.json()).toMatchObject({ role: "rep" });
});

test("a magic link asked for via the proxy points at the upstream's origin, never at the forwarded host", async () => {
  const { token: adminToken } = await signIn(ADMIN);
  const email = `proxy-${randomUUID().slice(0, 8)}@example.com`;
  expect(
    (await via(proxy, "/api/admin/users", { method: "POST", token: adminToken, json: { email, password: "secret1" } }))
      .status,
  ).toBe(201);
  const foreign = await via(proxy, `/auth/v1/otp?redirect_to=${encodeURIComponent(`${proxy.url}/auth/callback`)}`, {
    method: "POST",
    json: otpBody(email),
  });
  expect(foreign.status).toBe(400);
  const asked = await via(proxy, "/auth/v1/otp", { method: "POST", json: otpBody(email) });
  expect(asked.status).toBe(200);
  const link = outboxLinkTo(email) ?? "";
  expect(link.startsWith(`${PORTAL_URL}/auth/v1/verify?`)).toBe(true);
  const followed = await via(proxy, new URL(link).pathname + new URL(link).search);
  expect(followed.status).toBe(303);
  expect(followed.headers.get("location")).toMatch(new RegExp(`^${PORTAL_URL}/auth/callback\\?code=[\\w-]+$`));
});

test("the page gate asks the upstream who is signed in: its admin reaches /admin, its rep is sent to /", async () => {
  const cookie = async (credentials: { email: string; password: string }) => {
    const response = await via(proxy, "/api/auth/login", { method: "POST", json: credentials });
    const { session } = (await response.json()) as { session: Record<string, unknown> };
    const value = Buffer.from(JSON.stringify({ ...session, token_type: "bearer", user: {} })).toString("base64url");
    return `sb-portal-auth-token=base64-${value}`;
  };
  const admin = await via(proxy, "/admin", { headers: { Cookie: await cookie(ADMIN) } });
  expect(admin.status).toBe(200);
  const rep = await via(proxy, "/admin", { headers: { Cookie: await cookie(REP) } });
  expect(rep.status).toBe(307);
  expect(new URL(rep.headers.get("location") ?? "", proxy.url).pathname).toBe("/");
  const nobody = await via(proxy, "/");
  expect(nobody.status).toBe(307);
  expect(new URL(nobody.headers.get("location") ?? "", proxy.url).pathname).toBe("/login");
});

test("the share page /asset/{slug} is the upstream's, for GET and HEAD; an unknown slug is its 404", async () => {
  const { token } = await signIn(REP);
  const brands = (await (await via(proxy, "/api/brands", { token })).json()) as { id: string; code: string }[];
  const rmi = brands.find((b) => b.code === "rmi");
  const [asset] = (await (await via(proxy, `/api/assets?brandId=${rmi?.id}&search=chime`, { token })).json()) as {
    id: string;
  }[];
  const shared = await via(proxy, "/api/assets/share", { method: "POST", token, json: { assetId: asset?.id } });
  expect(shared.status).toBe(200);
  const { shareSlug } = (await shared.json()) as { shareSlug: string };
  const page = await via(proxy, `/asset/${shareSlug}`);
  expect(page.status).toBe(200);
  expect(page.headers.get("content-type")).toMatch(/^text\/html/);
  expect(await page.text()).toContain("Welcome Chime");
  const head = await via(proxy, `/asset/${shareSlug}`, { method: "HEAD" });
  expect(head.status).toBe(200);
  expect(await head.text()).toBe("");
  const missing = await via(proxy, "/asset/no-such-slug");
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("This shared asset could not be found.");
});

test("asset pages pass through with their X-Next-Cursor and X-Total-Count", async () => {
  const { token } = await signIn(REP);
  const brands = (await (await via(proxy, "/api/brands", { token })).json()) as { id: string; code: string }[];
  const rmi = brands.find((b) => b.code === "rmi");
  const first = await via(proxy, `/api/assets?brandId=${rmi?.id}&limit=1`, { token });
  expect(first.status).toBe(200);
  const cursor = first.headers.get("x-next-cursor") ?? "";
  expect(cursor).not.toBe("");
  const directFirst = await call(`/api/assets?brandId=${rmi?.id}&limit=1`, { token });
  expect(first.headers.get("x-total-count")).toBe(directFirst.headers.get("x-total-count"));
  const second = await via(proxy, `/api/assets?brandId=${rmi?.id}&limit=1&cursor=${cursor}`, { token });
  const direct = await call(`/api/assets?brandId=${rmi?.id}&limit=1&cursor=${cursor}`, { token });
  expect(await second.json()).toEqual(await direct.json());
  expect(second.headers.get("x-next-cursor")).toBe(direct.headers.get("x-next-cursor"));
  const bad = await via(proxy, `/api/assets?brandId=${rmi?.id}&limit=1&cursor=nope`, { token });
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { error: { message: string } }).error.message).toBe("Invalid cursor.");
});

test("sign in, brands and assets through the proxy equal the upstream's own answers", async () => {
  const { token } = await signIn(REP);
  const brands = (await (await via(proxy, "/api/brands", { token })).json()) as { id: string; code: string }[];
  const rmi = brands.find((b) => b.code === "rmi");
  expect(rmi).toBeDefined();
  const proxied = await via(proxy, `/api/assets?brandId=${rmi?.id}&search=price`, { token });
  expect(proxied.status).toBe(200);
  const direct = await call(`/api/assets?brandId=${rmi?.id}&search=price`, { token });
  const assets = (await proxied.json()) as { title: string }[];
  expect(assets.map((a) => a.title)).toEqual(["Price List 2026"]);
  expect(assets).toEqual(await direct.json());
});

test("a tracked link is created through the proxy, listed, and followed through /go", async () => {
  const { token } = await signIn(REP);
  const created = await via(proxy, "/api/tracked-links", {
    method: "POST",
    token,
    json: { name: "Proxy Promo", originalUrl: "https://example.com/proxy?x=1" },
  });
  expect(created.status).toBe(201);
  const link = (await created.json()) as { slug: string };
  const listed = (await (await via(proxy, "/api/tracked-links", { token })).json()) as { slug: string }[];
  expect(listed.map((l) => l.slug)).toContain(link.slug);
  const followed = await via(proxy, `/go/${link.slug}`, { headers: BROWSER_NAVIGATION_HEADERS });
  expect(followed.status).toBe(302);
  expect(followed.headers.get("location")).toBe("https://example.com/proxy?x=1");
  // The browser's navigation headers reach the upstream, which counts a person's click.
  const clicks = await pollUntil(
    async () =>
      (
        (await (await via(proxy, "/api/tracked-links", { token })).json()) as { slug: string; clickCount: number }[]
      ).find((l) => l.slug === link.slug)?.clickCount,
    (count) => count === 1,
    { timeoutMs: 15_000, intervalMs: 100 },
  );
  expect(clicks).toBe(1);
});

test("error statuses and bodies pass through: 401, 400 (bad URL and malformed JSON)", async () => {
  const signedOut = await via(proxy, "/api/tracked-links");
  expect(signedOut.status).toBe(401);
  expect(await signedOut.json()).toEqual(await (await call("/api/tracked-links")).json());
  const { token } = await signIn(REP);
  const badUrl = await via(proxy, "/api/tracked-links", {
    method: "POST",
    token,
    json: { name: "x", originalUrl: "javascript:alert(1)" },
  });
  expect(badUrl.status).toBe(400);
  expect(((await badUrl.json()) as { error: { message: string } }).error.message).toBe("Please enter a valid URL.");
  const malformed = await via(proxy, "/api/tracked-links", {
    method: "POST",
    token,
    body: "{nope",
    headers: { "Content-Type": "application/json" },
  });
  expect(malformed.status).toBe(400);
  expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
});

test("a multipart upload streams through the proxy unchanged", async () => {
  const { token, userId } = await signIn(ADMIN);
  const pdf = fs.readFileSync(path.join(process.cwd(), "public/samples/rental-program-overview.pdf"));
  const form = new FormData();
  form.append("file", new Blob([pdf], { type: "application/pdf" }), "overview.pdf");
  const response = await via(proxy, "/api/admin/upload", {
    method: "POST",
    token,
    body: form,
    headers: { "x-user-id": userId },
  });
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  expect(url).toMatch(/^\/uploads\/[A-Za-z0-9._-]+\.pdf$/);
  const stored = await fetch(`${PORTAL_URL}${url}`);
  expect(
    createHash("sha256")
      .update(Buffer.from(await stored.arrayBuffer()))
      .digest("hex"),
  ).toBe(createHash("sha256").update(pdf).digest("hex"));
});

test("Set-Cookie is rewritten for this origin, hop-by-hop headers are dropped both ways", async () => {
  const response = await via(edge, "/api/config?q=1", {
    headers: { "Proxy-Authorization": "Basic eDp5", Cookie: "a=1", "x-user-id": "u" },
  });
  expect(response.status).toBe(200);
  expect(response.headers.getSetCookie()).toEqual(["sid=abc; Path=/; HttpOnly", "pref=1; Path=/api; SameSite=Lax"]);
  expect(response.headers.get("x-upstream")).toBe("tiny");
  expect(response.headers.get("x-hop")).toBeNull();
  const { headers } = (await response.json()) as { headers: Record<string, string> };
  // The address chain travels on with this server's own peer appended (scripts/start.mjs), so an
  // upstream that trusts one hop (this proxy) reads the browser's address.
  expect(headers).toMatchObject({ cookie: "a=1", "x-user-id": "u", "x-forwarded-for": "10.200.1.1, 127.0.0.1" });
  expect(headers["proxy-authorization"]).toBeUndefined();
});

test("a proxy opens no database of its own: the tests above went through both, and none was made", () => {
  for (const server of [proxy, edge]) {
    expect(fs.existsSync(path.join(server.dataDir, "pgdata"))).toBe(false);
    expect(fs.existsSync(path.join(server.dataDir, "portal.lock"))).toBe(false);
  }
});

test("a slow upstream is a 504 after the timeout; a stopped one is a 502, and a page the 503 page", async () => {
  const started = Date.now();
  const slow = await via(edge, "/api/brands?hang=1");
  expect(slow.status).toBe(504);
  expect(((await slow.json()) as { error: { code: string } }).error.code).toBe("upstream_timeout");
  expect(Date.now() - started).toBeLessThan(5000);
  tiny.closeAllConnections();
  await new Promise<void>((resolve) => tiny.close(() => resolve()));
  const down = await via(edge, "/api/brands");
  expect(down.status).toBe(502);
  expect(await down.json()).toEqual({
    error: { code: "upstream_unreachable", message: "The upstream API could not be reached. Please try again later." },
  });
  // A page meanwhile: the gate cannot ask who is signed in, so the 503 page that reloads itself, not /login.
  const page = await via(edge, "/assets", { headers: { Cookie: "sb-portal-auth-token=base64-e30" } });
  expect(page.status).toBe(503);
  expect(page.headers.get("location")).toBeNull();
  expect(page.headers.get("retry-after")).toBe("5");
  expect(await page.text()).toContain("The portal is temporarily unavailable");
});

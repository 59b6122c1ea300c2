import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { call, DEMO_ADMIN, DEMO_REP, PORTAL_URL } from "./portal";
import { startSecondServer, type RunningServer } from "./second-server";

// The portal of the global setup is the upstream; `proxy` forwards every /api and /go call to it.
// `edge` forwards to a tiny local server that sets cookies, never answers a request whose query
// says `hang`, and is finally shut down (unreachable). Only paths with a route file are forwarded.
let proxy: RunningServer;
let edge: RunningServer;
let tiny: http.Server;

beforeAll(async () => {
  tiny = http.createServer((req, res) => {
    if (req.url?.includes("hang")) return;
    res.setHeader("Set-Cookie", ["sid=abc; Domain=upstream.example; Path=/; HttpOnly", "pref=1; Path=/api; domain=.upstream.example; SameSite=Lax"]);
    res.setHeader("Connection", "keep-alive, x-hop");
    res.setHeader("X-Hop", "1");
    res.setHeader("X-Upstream", "tiny");
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ headers: req.headers }));
  });
  await new Promise<void>((resolve) => tiny.listen(0, "127.0.0.1", resolve));
  const tinyUrl = `http://127.0.0.1:${(tiny.address() as AddressInfo).port}`;
  [proxy, edge] = await Promise.all([
    startSecondServer({ API_UPSTREAM_URL: PORTAL_URL }),
    startSecondServer({ API_UPSTREAM_URL: tinyUrl, API_UPSTREAM_TIMEOUT_MS: "1000" }),
  ]);
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

test("sign in, brands and assets through the proxy equal the upstream's own answers", async () => {
  const { token } = await signIn(DEMO_REP);
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
  const { token } = await signIn(DEMO_REP);
  const created = await via(proxy, "/api/tracked-links", { method: "POST", token, json: { name: "Proxy Promo", originalUrl: "https://example.com/proxy?x=1" } });
  expect(created.status).toBe(201);
  const link = (await created.json()) as { slug: string };
  const listed = (await (await via(proxy, "/api/tracked-links", { token })).json()) as { slug: string }[];
  expect(listed.map((l) => l.slug)).toContain(link.slug);
  const followed = await via(proxy, `/go/${link.slug}`);
  expect(followed.status).toBe(302);
  expect(followed.headers.get("location")).toBe("https://example.com/proxy?x=1");
});

test("error statuses and bodies pass through: 401, 400 (bad URL and malformed JSON)", async () => {
  const signedOut = await via(proxy, "/api/tracked-links");
  expect(signedOut.status).toBe(401);
  expect(await signedOut.json()).toEqual(await (await call("/api/tracked-links")).json());
  const { token } = await signIn(DEMO_REP);
  const badUrl = await via(proxy, "/api/tracked-links", { method: "POST", token, json: { name: "x", originalUrl: "javascript:alert(1)" } });
  expect(badUrl.status).toBe(400);
  expect(((await badUrl.json()) as { error: { message: string } }).error.message).toBe("Please enter a valid URL.");
  const malformed = await via(proxy, "/api/tracked-links", { method: "POST", token, body: "{nope", headers: { "Content-Type": "application/json" } });
  expect(malformed.status).toBe(400);
  expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe("invalid_json");
});

test("a multipart upload streams through the proxy unchanged", async () => {
  const { token, userId } = await signIn(DEMO_ADMIN);
  const pdf = fs.readFileSync(path.join(process.cwd(), "public/samples/rental-program-overview.pdf"));
  const form = new FormData();
  form.append("file", new Blob([pdf], { type: "application/pdf" }), "overview.pdf");
  const response = await via(proxy, "/api/admin/upload", { method: "POST", token, body: form, headers: { "x-user-id": userId } });
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  expect(url).toMatch(/^\/uploads\/[A-Za-z0-9._-]+\.pdf$/);
  const stored = await fetch(`${PORTAL_URL}${url}`);
  expect(createHash("sha256").update(Buffer.from(await stored.arrayBuffer())).digest("hex")).toBe(createHash("sha256").update(pdf).digest("hex"));
});

test("Set-Cookie is rewritten for this origin, hop-by-hop headers are dropped both ways", async () => {
  const response = await via(edge, "/api/config?q=1", { headers: { "Proxy-Authorization": "Basic eDp5", Cookie: "a=1", "x-user-id": "u" } });
  expect(response.status).toBe(200);
  expect(response.headers.getSetCookie()).toEqual(["sid=abc; Path=/; HttpOnly", "pref=1; Path=/api; SameSite=Lax"]);
  expect(response.headers.get("x-upstream")).toBe("tiny");
  expect(response.headers.get("x-hop")).toBeNull();
  const { headers } = (await response.json()) as { headers: Record<string, string> };
  expect(headers).toMatchObject({ cookie: "a=1", "x-user-id": "u", "x-forwarded-for": "10.200.1.1" });
  expect(headers["proxy-authorization"]).toBeUndefined();
});

test("a slow upstream is a 504 after the timeout; a stopped one is a 502", async () => {
  const started = Date.now();
  const slow = await via(edge, "/api/brands?hang=1");
  expect(slow.status).toBe(504);
  expect(((await slow.json()) as { error: { code: string } }).error.code).toBe("upstream_timeout");
  expect(Date.now() - started).toBeLessThan(5000);
  tiny.closeAllConnections();
  await new Promise<void>((resolve) => tiny.close(() => resolve()));
  const down = await via(edge, "/api/brands");
  expect(down.status).toBe(502);
  expect(await down.json()).toEqual({ error: { code: "upstream_unreachable", message: "The upstream API could not be reached. Please try again later." } });
});

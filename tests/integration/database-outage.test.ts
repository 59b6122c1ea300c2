// On PostgreSQL too: only a database server can be cut off from the portal or stop answering.
/**
 * A database outage is an outage, not a sign-out (docs/security.md "Outages"). On PostgreSQL a
 * server of its own reaches its database through a TCP proxy (scripts/database-cut.mjs) that the
 * test cuts (every connection dropped, new ones refused, as an immediate shutdown does) or freezes
 * (up but not answering), then restores. The embedded database (PGlite) lives inside the server's
 * process and cannot be cut from outside: its failing writes are covered by
 * tests/unit/embedded-database-outage.test.ts.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startDatabaseCut, type DatabaseCut } from "../../scripts/database-cut.mjs";
import { BROWSER_NAVIGATION_HEADERS } from "../helpers/navigation-headers";
import { pollUntil } from "../helpers/poll";
import { call, DEMO_REP, HEALTH_TOKEN } from "./portal";
import { startSecondServer, type RunningServer } from "./second-server";

interface Session {
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

const UNAVAILABLE_PAGE = /temporarily unavailable/;

if (process.env.PORTAL_TARGET === "postgres") {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const databaseName = `portal_outage_${randomBytes(6).toString("hex")}`;
  let cut: DatabaseCut;
  let server: RunningServer;
  let session: Session;
  let linkId: string;
  let linkSlug: string;
  let shareSlug: string;

  async function admin(query: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(query);
    await client.end();
  }

  /** A request to this file's server; every request comes from one address (no proxy hop trusted). */
  function send(pathname: string, init: RequestInit & { token?: string; json?: unknown; cookie?: string } = {}) {
    // A person's browser navigating: only people's clicks count (docs/engagement.md).
    const headers = new Headers({ ...BROWSER_NAVIGATION_HEADERS, ...Object.fromEntries(new Headers(init.headers)) });
    if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
    if (init.cookie) headers.set("Cookie", init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    // Past the server's own time limits: a request that hangs fails the test instead of stalling it.
    return fetch(`${server.url}${pathname}`, {
      ...init,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
  }

  /** The session cookie as @supabase/ssr writes it; `expired` makes the server refresh it first. */
  function cookieOf(of: Session, { expired = false } = {}): string {
    const stored = { ...of, expires_at: expired ? Math.floor(Date.now() / 1000) - 60 : of.expires_at };
    const json = JSON.stringify({ ...stored, token_type: "bearer", user: {} });
    return `sb-portal-auth-token=base64-${Buffer.from(json).toString("base64url")}`;
  }

  async function signIn(): Promise<Response> {
    return send("/api/auth/login", { method: "POST", json: DEMO_REP });
  }

  async function clickCount(): Promise<number> {
    const links = (await (await send("/api/tracked-links", { token: session.access_token })).json()) as {
      id: string;
      clickCount: number;
    }[];
    return links.find((link) => link.id === linkId)?.clickCount ?? -1;
  }

  async function expectOutageJson(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("service_unavailable");
    expect(body.error.message).toMatch(UNAVAILABLE_PAGE);
  }

  async function expectOutagePage(response: Response) {
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await response.text();
    expect(page).toMatch(UNAVAILABLE_PAGE);
    expect(page).toContain('<meta http-equiv="refresh" content="5">');
    return page;
  }

  beforeAll(async () => {
    await admin(`create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    cut = await startDatabaseCut(url.toString());
    server = await startSecondServer({
      DATABASE_URL: cut.url,
      SEED_DEMO: "true",
      SITE_URL: "",
      SUPABASE_URL: "",
      API_UPSTREAM_URL: "",
      PUBLIC_HITS_PER_MINUTE: "100000",
      HEALTH_TOKEN,
      // One connection, as on serverless: a connection the pool lost track of would stop it for good.
      DB_POOL_MAX: "1",
      // Short limits keep the frozen-database test quick; the defaults are 5 s and 15 s.
      DB_CONNECT_TIMEOUT_MS: "1000",
      DB_QUERY_TIMEOUT_MS: "2000",
    });
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    session = ((await signedIn.json()) as { session: Session }).session;
    const link = await send("/api/tracked-links", {
      method: "POST",
      token: session.access_token,
      json: { name: "outage", originalUrl: "https://example.com/outage" },
    });
    ({ id: linkId, slug: linkSlug } = (await link.json()) as { id: string; slug: string });
    const brands = (await (await send("/api/brands", { token: session.access_token })).json()) as { id: string }[];
    const assets = (await (
      await send(`/api/assets?brandId=${brands[0]?.id}`, { token: session.access_token })
    ).json()) as { id: string }[];
    const shared = await send("/api/assets/share", {
      method: "POST",
      token: session.access_token,
      json: { assetId: assets[0]?.id },
    });
    shareSlug = ((await shared.json()) as { shareSlug: string }).shareSlug;
    // One redirect before the outage puts the link in /go's cache, as traffic would.
    expect((await send(`/go/${linkSlug}`)).status).toBe(302);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await cut?.close();
    await admin(`drop database if exists ${databaseName} with (force)`);
  });

  test("cut: pages, API, sign-in, share pages 503; /go redirects; then all is counted, sessions work", async () => {
    const before = await pollUntil(clickCount, (count) => count === 1, { timeoutMs: 10_000, intervalMs: 100 });
    expect(before).toBe(1);
    const signedInCookie = cookieOf(session);
    const expiredCookie = cookieOf(session, { expired: true });

    await cut.cut();
    try {
      // A signed-in page: the branded 503 page that reloads itself, never /login, and no cookie written.
      await expectOutagePage(await send("/assets", { cookie: signedInCookie }));
      // A session whose access token has expired: its refresh cannot be answered, and the cookie stays.
      await expectOutagePage(await send("/", { cookie: expiredCookie }));
      // The API: 503 with Retry-After, never 401 or 403.
      await expectOutageJson(await send("/api/auth/verify", { token: session.access_token }));
      await expectOutageJson(await send("/api/assets", { token: session.access_token }));
      // Sign-in says the service is unavailable, not "Invalid email or password".
      await expectOutageJson(await signIn());
      const otp = await send("/auth/v1/otp", { method: "POST", json: { email: DEMO_REP.email } });
      expect(otp.status).toBe(503);
      expect(await otp.json()).toMatchObject({ code: "service_unavailable" });
      // Public pages: a plain 503 page, never a 500.
      const share = await send(`/asset/${shareSlug}`);
      expect(share.status).toBe(503);
      expect(await share.text()).toMatch(UNAVAILABLE_PAGE);
      const unknown = await send("/go/not-a-cached-link");
      expect(unknown.status).toBe(503);
      expect(await unknown.text()).toMatch(UNAVAILABLE_PAGE);
      // /go serves its cached link throughout.
      const redirects = await Promise.all(Array.from({ length: 20 }, () => send(`/go/${linkSlug}`)));
      expect(redirects.map((r) => r.status)).toEqual(Array(20).fill(302));
      expect(redirects[0]?.headers.get("location")).toBe("https://example.com/outage");
      // The health endpoint tells operators what is going on.
      const health = await send("/api/health", { token: HEALTH_TOKEN });
      expect(health.status).toBe(503);
      const report = (await health.json()) as { status: string; database: string; hitsWaiting: number };
      expect(report).toMatchObject({ status: "unavailable", database: "unreachable" });
      expect(report.hitsWaiting).toBeGreaterThanOrEqual(20);
    } finally {
      await cut.restore();
    }

    const healthy = await pollUntil(
      async () =>
        (await send("/api/health", { token: HEALTH_TOKEN })).json() as Promise<{ status: string; hitsWaiting: number }>,
      (h) => h.status === "ok" && h.hitsWaiting === 0,
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    expect(healthy).toEqual({ status: "ok", database: "reachable", hitsWaiting: 0 });
    // Every redirect served during the outage is counted, once.
    expect(await pollUntil(clickCount, (count) => count >= 21, { timeoutMs: 10_000, intervalMs: 200 })).toBe(21);
    // The same sessions work again, without signing in.
    expect((await send("/api/auth/verify", { token: session.access_token })).status).toBe(200);
    const page = await send("/assets", { cookie: signedInCookie });
    expect(page.status).toBe(200);
    expect(page.headers.get("location")).toBeNull();
    const refreshed = await send("/", { cookie: expiredCookie });
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.get("set-cookie")).toMatch(/sb-portal-auth-token/);
    expect((await signIn()).status).toBe(200);
    expect((await send(`/asset/${shareSlug}`)).status).toBe(200);
  }, 90_000);

  test("freeze: a hanging database fails requests within the pool's limits; the pool recovers by itself", async () => {
    // Leaves the pool's one connection idle, to be caught by the freeze.
    expect((await send("/api/auth/verify", { token: session.access_token })).status).toBe(200);
    cut.freeze();
    try {
      // Each of these waits at most the connection or query limit (1 s and 2 s here), then answers 503.
      // Sign-in opens a transaction, whose `begin` times out on that connection.
      await expectOutageJson(await signIn());
      for (let attempt = 0; attempt < 2; attempt++)
        await expectOutageJson(await send("/api/auth/verify", { token: session.access_token }));
      await expectOutagePage(await send("/tracked-links", { cookie: cookieOf(session) }));
      expect((await send(`/go/${linkSlug}`)).status).toBe(302);
    } finally {
      await cut.restore();
    }
    const verified = await pollUntil(
      async () => (await send("/api/auth/verify", { token: session.access_token })).status,
      (status) => status === 200,
      { timeoutMs: 20_000, intervalMs: 200 },
    );
    expect(verified).toBe(200);
    expect(await pollUntil(clickCount, (count) => count >= 22, { timeoutMs: 10_000, intervalMs: 200 })).toBe(22);
  }, 90_000);
} else {
  // The embedded database cannot be cut from outside its process (see the top of this file).
  test("the health endpoint answers 200 with the embedded database reachable and the hits waiting", async () => {
    const response = await call("/api/health", { token: HEALTH_TOKEN });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const report = (await response.json()) as { status: string; database: string; hitsWaiting: number };
    expect(report).toMatchObject({ status: "ok", database: "reachable" });
    expect(Number.isInteger(report.hitsWaiting)).toBe(true);
  });
}

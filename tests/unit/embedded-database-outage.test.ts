/**
 * The embedded database (PGlite) failing under the app's own handlers: reads and writes that fail
 * answer 503 with Retry-After (pages: the 503 page), never 401, a redirect to /login or a 500; /go
 * keeps serving what it has cached. PGlite runs inside the server's process, so this calls the
 * route handlers and the request gate directly; tests/integration/database-outage.test.ts cuts a
 * PostgreSQL server under a running server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as verifyRoute } from "@/app/api/auth/verify/route";
import { POST as shareRoute } from "@/app/api/assets/share/route";
import { GET as assetsRoute } from "@/app/api/assets/route";
import { GET as brandsRoute } from "@/app/api/brands/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { GET as trackedLinksRoute, POST as createLinkRoute } from "@/app/api/tracked-links/route";
import { GET as sharePageRoute } from "@/app/asset/[shareSlug]/route";
import { GET as goRoute } from "@/app/go/[slug]/route";
import { proxy } from "@/proxy";
import { openDatabase, type Database } from "@/lib/server/platform/db/client";
import { serverEnv } from "@/lib/server/platform/env";
import { FloodGuard } from "@/lib/server/engagement/flood-guard";
import { HitBuffer, type HitWriter } from "@/lib/server/engagement/hit-buffer";
import { databaseHitWriter, loadDailySalt } from "@/lib/server/engagement/hit-store";
import { FLUSH_INTERVAL_MS, UNFURL_WINDOW_MS } from "@/lib/server/app/hit-writer";
import { hitFromRequest } from "@/lib/server/engagement/request-hit";
import { VisitorKeys } from "@/lib/server/engagement/visitor-key";
import type { Hits } from "@/lib/server/engagement/hit-services";
import { authSetup } from "@/lib/server/auth/keys";
import { seedBrands } from "@/lib/server/seed/brand-seed";
import { DEMO_REP, seedDemo } from "@/lib/server/seed/demo";
import { localDiskStore } from "@/lib/server/platform/storage/local-disk";
import { BROWSER_NAVIGATION_HEADERS } from "../helpers/navigation-headers";

// Outside a server, `after()` has no request to outlive; the buffered hit writes need none here.
jest.mock("next/server", () => ({ ...jest.requireActual("next/server"), after: () => undefined }));
// The app's start and hit writer are this file's: its in-memory database, and a buffer whose retries it can end.
jest.mock("@/lib/server/app/start", () => ({ appReady: () => Promise.resolve(mockDatabase.db) }));
jest.mock("@/lib/server/app/hit-writer", () => ({
  ...jest.requireActual("@/lib/server/app/hit-writer"),
  hitWriter: () => mockHits,
}));

const ORIGIN = "http://localhost:3000";

let mockDatabase: Database;
let mockHits: Hits;
let token: string;
let cookie: string;
let linkSlug: string;
let shareSlug: string;
let uploadsDir: string;

type Handler = (request: NextRequest, segment: { params: Promise<never> }) => Promise<Response>;

const HEALTH_TOKEN = "unit-health-token-0123";
process.env.HEALTH_TOKEN = HEALTH_TOKEN;
process.env.PUBLIC_HITS_PER_MINUTE = "100000";

function request(pathname: string, init: { method?: string; token?: string; cookie?: string; json?: unknown } = {}) {
  // A person's navigation: the hit below is a click that counts (docs/engagement.md).
  const headers = new Headers(BROWSER_NAVIGATION_HEADERS);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  return new NextRequest(`${ORIGIN}${pathname}`, {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

function serve(handler: unknown, req: NextRequest, params: Record<string, string> = {}): Promise<Response> {
  return (handler as Handler)(req, { params: Promise.resolve(params) as Promise<never> });
}

async function json<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function expectOutage(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get("retry-after")).toBe("5");
  expect(await response.json()).toMatchObject({ error: { code: "service_unavailable" } });
}

let quiet: jest.SpyInstance[] = [];
/** Set when the tests are done: the buffer then lets go of the hits it could not write, and its retries stop. */
let discardHits = false;

beforeAll(async () => {
  mockDatabase = await openDatabase({ kind: "memory" });
  const toDatabase = databaseHitWriter(mockDatabase.db);
  const write: HitWriter = (hits, followUps) => (discardHits ? Promise.resolve([]) : toDatabase(hits, followUps));
  const perMinute = serverEnv().PUBLIC_HITS_PER_MINUTE;
  mockHits = {
    buffer: new HitBuffer(write, {
      intervalMs: FLUSH_INTERVAL_MS,
      unfurlWindowMs: UNFURL_WINDOW_MS,
      maxRetryDelayMs: 5_000,
      maxPendingHits: 1_000,
    }),
    visitors: new VisitorKeys((day) => loadDailySalt(mockDatabase.db, day)),
    floodGuard: new FloodGuard(perMinute),
    pageImageGuard: new FloodGuard(perMinute),
  };
  await seedBrands(mockDatabase.db);
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-outage-uploads-"));
  await seedDemo(await authSetup(mockDatabase.db), localDiskStore(uploadsDir));

  const signedIn = await json<{ session: { access_token: string; refresh_token: string; expires_at: number } }>(
    serve(loginRoute, request("/api/auth/login", { method: "POST", json: DEMO_REP })),
  );
  token = signedIn.session.access_token;
  const stored = JSON.stringify({ ...signedIn.session, token_type: "bearer", user: {} });
  cookie = `sb-portal-auth-token=base64-${Buffer.from(stored).toString("base64url")}`;
  linkSlug = (
    await json<{ slug: string }>(
      serve(
        createLinkRoute,
        request("/api/tracked-links", {
          method: "POST",
          token,
          json: { name: "n", originalUrl: "https://example.com/" },
        }),
      ),
    )
  ).slug;
  const [brand] = await json<{ id: string }[]>(serve(brandsRoute, request("/api/brands", { token })));
  const [asset] = await json<{ id: string }[]>(
    serve(assetsRoute, request(`/api/assets?brandId=${brand?.id}`, { token })),
  );
  shareSlug = (
    await json<{ shareSlug: string }>(
      serve(shareRoute, request("/api/assets/share", { method: "POST", token, json: { assetId: asset?.id } })),
    )
  ).shareSlug;
  // Before the failure: a signed-in page passes the gate, and the link is in /go's cache.
  expect((await proxy(request("/assets", { cookie }))).status).toBe(200);
  expect((await serve(goRoute, request(`/go/${linkSlug}`), { slug: linkSlug })).status).toBe(302);

  // The embedded database stops answering; the hit writer's retries and the outage lines are expected.
  quiet = [jest.spyOn(console, "error"), jest.spyOn(console, "warn")].map((spy) =>
    spy.mockImplementation(() => undefined),
  );
  await mockDatabase.close();
}, 60_000);

afterAll(async () => {
  discardHits = true;
  await mockHits.buffer.flush();
  for (const spy of quiet) spy.mockRestore();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

test("an API call with a valid token answers 503 with Retry-After, not 401", async () => {
  await expectOutage(await serve(verifyRoute, request("/api/auth/verify", { token })));
  await expectOutage(await serve(trackedLinksRoute, request("/api/tracked-links", { token })));
});

test("a write answers 503 with Retry-After, not 500", async () => {
  const create = request("/api/tracked-links", {
    method: "POST",
    token,
    json: { name: "during", originalUrl: "https://example.com/during" },
  });
  await expectOutage(await serve(createLinkRoute, create));
});

test("sign-in says the service is unavailable, not that the password is wrong", async () => {
  const response = await serve(loginRoute, request("/api/auth/login", { method: "POST", json: DEMO_REP }));
  expect(response.status).toBe(503);
  expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/temporarily unavailable/);
});

test("a signed-in page gets the 503 page that reloads itself: no redirect to /login, no cookie written", async () => {
  const response = await proxy(request("/assets", { cookie }));
  expect(response.status).toBe(503);
  expect(response.headers.get("location")).toBeNull();
  expect(response.headers.get("set-cookie")).toBeNull();
  expect(response.headers.get("retry-after")).toBe("5");
  const page = await response.text();
  expect(page).toContain("The portal is temporarily unavailable");
  expect(page).toContain('<meta http-equiv="refresh" content="5">');
});

test("/go keeps redirecting from its cache; an uncached link and the share page get the plain 503 page", async () => {
  const cached = await serve(goRoute, request(`/go/${linkSlug}`), { slug: linkSlug });
  expect(cached.status).toBe(302);
  expect(cached.headers.get("location")).toBe("https://example.com/");
  for (const response of [
    await serve(goRoute, request("/go/unknown"), { slug: "unknown" }),
    await serve(sharePageRoute, request(`/asset/${shareSlug}`), { shareSlug }),
  ]) {
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain("This page is temporarily unavailable");
  }
});

test("the health endpoint answers 503 with the hits waiting to be written", async () => {
  const asProbe = request("/api/health", { token: HEALTH_TOKEN });
  const response = await healthRoute(asProbe, { params: Promise.resolve({}) } as never);
  expect(response.status).toBe(503);
  const report = (await response.json()) as { status: string; database: string; hitsWaiting: number };
  expect(report).toMatchObject({ status: "unavailable", database: "unreachable" });
  expect(report.hitsWaiting).toBeGreaterThanOrEqual(2);
});

test("a new day's visitor salt out of reach costs the unique count, never the hit", async () => {
  const saltless = {
    ...mockHits,
    visitors: new VisitorKeys(() => mockDatabase.db.execute("select 1").then(() => "salt")),
  };
  const hit = await hitFromRequest(saltless, mockDatabase.db, request(`/go/${linkSlug}`), {
    target: "link",
    targetId: "00000000-0000-0000-0000-000000000000",
    ownerId: "00000000-0000-0000-0000-000000000001",
    method: "GET",
  });
  expect(hit).toMatchObject({ hitClass: "human", visitor: null });
});

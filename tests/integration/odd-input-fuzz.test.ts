import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { calculateJwkThumbprint, importJWK, SignJWT, type JWK } from "jose";
import type { z } from "zod";
import { quoteWebhookSchema } from "@/lib/contract/quotes";
import { call, login, PORTAL_URL, QUOTES_SECRET } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { ADMIN } = usersOfThisFile();

// Every route under app/ (each route.ts, every method it exports), called with odd bytes in its path
// parameters, in every query parameter its contract knows (and unknown ones) and in its JSON body:
// no answer may be a 5xx or break off, and every /api error is the API's JSON error. The calls are a
// fixed list (no randomness), made as a throwaway admin (auth does not stop them early), each from
// its own client address so no per-address limit is spent that another test file relies on.

const APP_DIR = path.join(process.cwd(), "app");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** Path parameters as sent (already percent-encoded where they are encoded). */
const ODD_SEGMENTS = [
  "%ff",
  "%00",
  "%c0%af",
  "%",
  "%zz",
  "..%2f",
  "..%2f..%2f..%2fetc%2fpasswd",
  "%2e%2e",
  "%e2%80%ae",
  "-1",
  "1e309",
  "%5B%5D",
  "x".repeat(5000),
];
const ODD_CATCH_ALL = [...ODD_SEGMENTS, "a/%ff", "%00/b", "a/../../..", "a//b", "x/".repeat(300)];
/** Query values as sent. */
const ODD_QUERY_VALUES = ["%00", "%ff", "%E2%80%AE", "x".repeat(10_000), "-1", "1e309", "%5B%5D", "%c0%af", "", "%"];
const UNKNOWN_QUERY_KEYS = ["__proto__", "constructor", "%00", "%ff", "x%5B%5D"];
/** Values for one JSON field: odd text and wrong types. */
const ODD_JSON_VALUES: unknown[] = [
  "\u0000",
  "\ud800",
  "\u202e",
  "x".repeat(10_000),
  "-1",
  "1e309",
  -1,
  true,
  null,
  [],
  {},
];
/** Whole bodies as sent. */
const ODD_BODIES = [
  "",
  "null",
  "[]",
  '"x"',
  "1e309",
  '{"__proto__":{"role":"admin"}}',
  '"\\u0000"',
  "{",
  `${"[".repeat(5000)}${"]".repeat(5000)}`,
  "\u0000",
];

/** Harmless values of each path parameter, by its name: unknown things, so nothing is changed. */
const PARAM_BASELINE: Record<string, string> = {
  id: UNKNOWN_ID,
  slug: "no-such-slug",
  shareSlug: "no-such-share",
  n: "0",
  name: "no-such-file.pdf",
  path: "no-such-endpoint",
};

/**
 * Routes whose handler reads input its route file does not declare: the auth service's sub-paths
 * (its catch-all), and bodies parsed in the service. Query keys and body fields as the code reads them.
 */
interface Extra {
  query?: string[];
  body?: string[];
}
const AUTH_SERVICE: Record<string, Extra & { methods: string[] }> = {
  token: {
    methods: ["POST"],
    query: ["grant_type"],
    body: ["email", "password", "refresh_token", "auth_code", "code_verifier"],
  },
  otp: { methods: ["POST"], query: ["redirect_to"], body: ["email", "code_challenge", "code_challenge_method"] },
  verify: { methods: ["GET"], query: ["token", "type", "redirect_to"] },
  user: { methods: ["GET"] },
  health: { methods: ["GET"] },
  settings: { methods: ["GET"] },
  ".well-known/jwks.json": { methods: ["GET"] },
  "admin/users": {
    methods: ["GET", "POST"],
    query: ["page", "per_page"],
    body: ["email", "password", "email_confirm", "user_metadata", "app_metadata"],
  },
  [`admin/users/${UNKNOWN_ID}`]: { methods: ["GET", "DELETE"] },
  logout: { methods: ["POST"], query: ["scope"] },
};
const EXTRA_INPUT: Record<string, Extra> = {
  "POST /api/webhooks/quotes": { body: keysOf(quoteWebhookSchema) },
  // EMAILED_LINK_PARAM (lib/server/engagement/hit-class.ts): the share e-mail's link says so.
  "GET /asset/[shareSlug]": { query: ["via"] },
  // The room page's Download link names its visit (lib/server/rooms/room-files.ts).
  "GET /r/[slug]/files/[n]": { query: ["v"] },
  "HEAD /r/[slug]/files/[n]": { query: ["v"] },
};

interface Call {
  method: string;
  target: string;
  body?: string;
  headers: Record<string, string>;
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** The keys an object schema knows, through zod's wrappers (optional, default, pipe, union...). */
function keysOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === "object") return Object.keys(def.shape as object);
  const inner = [def.innerType, def.in, def.out, def.left, def.right, ...((def.options as unknown[]) ?? [])];
  return [...new Set(inner.flatMap((part) => keysOf(part)))];
}

interface RouteFile {
  /** e.g. /api/admin/users/[id] */
  pattern: string;
  methods: string[];
  query: string[];
  body: string[] | undefined;
}

/** Every route.ts under app/, with its exported methods and the keys its contract schemas know. */
async function routeFiles(): Promise<RouteFile[]> {
  const files = fs
    .readdirSync(APP_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "route.ts")
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const source = fs.readFileSync(path.join(APP_DIR, file), "utf8");
      const segments = path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment));
      const methods = METHODS.filter((method) =>
        new RegExp(`export\\s+(?:const|async\\s+function|function)\\s+${method}\\b`).test(source),
      );
      const imports = new Map<string, string>();
      for (const match of source.matchAll(/import\s*{([^}]*)}\s*from\s*"(@\/lib\/contract\/[^"]+)"/g)) {
        for (const name of (match[1] ?? "").split(",")) imports.set(name.trim(), match[2] ?? "");
      }
      const schemaKeys = async (kind: "query" | "body") => {
        const name = new RegExp(`\\b${kind}:\\s*(\\w+)`).exec(source)?.[1];
        if (!name) return undefined;
        const specifier = imports.get(name);
        if (!specifier) throw new Error(`app/${file}: its ${kind} schema ${name} is not imported from lib/contract`);
        const contract = (await import(specifier)) as Record<string, z.ZodType>;
        const keys = keysOf(contract[name]);
        if (!keys.length) throw new Error(`app/${file}: no keys found in its ${kind} schema ${name}`);
        return keys;
      };
      return {
        pattern: `/${segments.join("/")}`,
        methods,
        query: (await schemaKeys("query")) ?? [],
        body: await schemaKeys("body"),
      };
    }),
  );
}

const fill = (pattern: string, values: Record<string, string> = {}) =>
  pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_all, name: string) => values[name] ?? PARAM_BASELINE[name] ?? "x");

const queryString = (entries: [string, string][]) =>
  entries.length ? `?${entries.map(([key, value]) => `${key}=${value}`).join("&")}` : "";

const hasBody = (method: string) => method !== "GET" && method !== "HEAD";

interface Endpoint {
  method: string;
  /** The route's pattern, e.g. /go/[slug], or an auth service path. */
  pattern: string;
  /** Path parameter names and whether each is a catch-all. */
  params: { name: string; catchAll: boolean }[];
  query: string[];
  body: string[] | undefined;
  baseQuery: [string, string][];
  baseBody: Record<string, unknown>;
  headers: Record<string, string>;
}

/** Everything to send to one endpoint: odd path parameters, query parameters and bodies. */
function callsFor(endpoint: Endpoint): Call[] {
  const { method, pattern, headers } = endpoint;
  const calls: Call[] = [];
  const send = (target: string, body?: string) =>
    calls.push({
      method,
      target,
      headers: body === undefined ? headers : { ...headers, "Content-Type": "application/json" },
      body,
    });
  const basePath = fill(pattern);
  const baseQuery = queryString(endpoint.baseQuery);
  const baseBody = hasBody(method) ? JSON.stringify(endpoint.baseBody) : undefined;

  for (const { name, catchAll } of endpoint.params) {
    for (const odd of catchAll ? ODD_CATCH_ALL : ODD_SEGMENTS)
      send(`${fill(pattern, { [name]: odd })}${baseQuery}`, baseBody);
  }
  const others = (key: string) => endpoint.baseQuery.filter(([name]) => name !== key);
  for (const key of endpoint.query) {
    for (const value of ODD_QUERY_VALUES) send(`${basePath}${queryString([...others(key), [key, value]])}`, baseBody);
  }
  for (const value of ODD_QUERY_VALUES) {
    // Node refuses a request head over 16 KB (431) before the app sees it: one long value at a time.
    const keys = value.length > 1000 ? UNKNOWN_QUERY_KEYS.slice(0, 1) : UNKNOWN_QUERY_KEYS;
    send(
      `${basePath}${queryString([...endpoint.baseQuery, ...keys.map((key): [string, string] => [key, value])])}`,
      baseBody,
    );
  }
  if (!hasBody(method)) return calls;
  // A route that reads no body gets a few, in case it reads one after all.
  for (const body of endpoint.body ? ODD_BODIES : ODD_BODIES.slice(-4)) send(`${basePath}${baseQuery}`, body);
  for (const key of endpoint.body ?? []) {
    for (const value of ODD_JSON_VALUES)
      send(`${basePath}${baseQuery}`, JSON.stringify({ ...endpoint.baseBody, [key]: value }));
    // A number JSON can write but JavaScript cannot hold.
    send(`${basePath}${baseQuery}`, JSON.stringify({ ...endpoint.baseBody, [key]: 0 }).replace(/0}$/, "1e309}"));
  }
  return calls;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
let clientCounter = 0;

/** One call over raw HTTP (the target exactly as written: fetch would normalize it). */
function send(request: Call): Promise<Answer> {
  const index = clientCounter++;
  const { hostname, port } = new URL(PORTAL_URL);
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        hostname,
        port,
        method: request.method,
        path: request.target,
        headers: {
          ...request.headers,
          "X-Forwarded-For": `198.18.${(index >> 8) & 255}.${index & 255}`,
          // Node sends a DELETE's body without a length unless told it.
          ...(request.body === undefined ? {} : { "Content-Length": String(Buffer.byteLength(request.body)) }),
        },
        timeout: 20_000,
      },
      (response) => {
        // A stream (the live engagement route) answers for minutes: its status and headers are the answer.
        if (String(response.headers["content-type"]).startsWith("text/event-stream")) {
          resolve({ status: response.statusCode ?? 0, contentType: "text/event-stream", body: "" });
          response.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("aborted", () => reject(new Error("the answer broke off")));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            contentType: String(response.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("no answer in 20 s")));
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/** What is wrong with an answer, or undefined. */
function fault(request: Call, answer: Answer): string | undefined {
  if (answer.status >= 500) return `${answer.status} ${answer.body.slice(0, 200)}`;
  // Dot segments (`..`, `%2e%2e`) are resolved before routing: `/api/%2e%2e` is the page `/`.
  const routed = new URL(request.target, "http://portal.invalid").pathname;
  if (!routed.startsWith("/api/") || answer.status < 400 || request.method === "HEAD") return undefined;
  try {
    const body = JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code === "string" && typeof body.error.message === "string") return undefined;
  } catch {
    // not JSON: reported below
  }
  return `${answer.status} without the API's JSON error: ${answer.contentType} ${answer.body.slice(0, 200)}`;
}

/** Sends every call, a few at a time, and lists each answer that is a fault. */
async function faultsOf(calls: Call[]): Promise<string[]> {
  const faults: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let request = calls[next++]; request; request = calls[next++]) {
      const shown = `${request.method} ${request.target.slice(0, 120)} ${(request.body ?? "").slice(0, 60)}`;
      try {
        const problem = fault(request, await send(request));
        if (problem) faults.push(`${shown} -> ${problem}`);
      } catch (error) {
        faults.push(`${shown} -> ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return faults;
}

let admin: { id: string; email: string; token: string; spareToken: string };
let serviceRoleToken: string;
let brandId: string;
let assetId: string;

/** The auth service's service-role key, signed with the portal's key as the server signs its own. */
async function serviceRoleKey(): Promise<string> {
  const jwk = JSON.parse(process.env.PORTAL_JWK ?? "{}") as JWK;
  const kid = await calculateJwkThumbprint({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y });
  return new SignJWT({ role: "service_role" })
    .setProtectedHeader({ alg: "ES256", kid, typ: "JWT" })
    .setIssuer("rep-portal-auth")
    .setIssuedAt()
    .sign(await importJWK(jwk, "ES256"));
}

beforeAll(async () => {
  const demo = (await login(ADMIN)).session.access_token;
  const email = `fuzz-${randomUUID().slice(0, 8)}@example.com`;
  const password = `fuzz-${randomUUID()}`;
  const created = await call("/api/admin/users", {
    method: "POST",
    token: demo,
    json: { email, password, role: "admin" },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const [first, second] = [await login({ email, password }), await login({ email, password })];
  admin = { id, email, token: first.session.access_token, spareToken: second.session.access_token };
  serviceRoleToken = await serviceRoleKey();
  const brands = (await (await call("/api/brands", { token: admin.token })).json()) as { id: string; code: string }[];
  brandId = brands.find((b) => b.code === "rmi")?.id ?? "";
  const assets = (await (await call(`/api/assets?brandId=${brandId}&limit=1`, { token: admin.token })).json()) as {
    id: string;
  }[];
  assetId = assets[0]?.id ?? "";
});

afterAll(async () => {
  agent.destroy();
  const demo = (await login(ADMIN)).session.access_token;
  await call(`/api/admin/users/${admin.id}`, { method: "DELETE", token: demo });
});

/** Valid values of the other query parameters and body fields, so an odd one gets past them. */
function baselines(key: string): { query: [string, string][]; body: Record<string, unknown> } {
  const brand: [string, string][] = [["brandId", brandId]];
  const byKey: Record<string, { query?: [string, string][]; body?: Record<string, unknown> }> = {
    "GET /api/assets": { query: brand },
    "GET /api/resources": { query: brand },
    "GET /api/calendar-events": { query: brand },
    "GET /api/admin/exports/hits": {
      query: [
        ["from", "2026-01-01"],
        ["to", "2026-01-31"],
      ],
    },
    "POST /api/tracked-links": { body: { name: "Fuzzed", originalUrl: "https://example.com/fuzz" } },
    "POST /api/assets/share": { body: { assetId } },
    "POST /api/assets/share/email": { body: { assetId, email: "fuzz-recipient@example.com" } },
    "PUT /api/user/alerts": { body: { emailAlerts: true } },
    "POST /api/auth/login": { body: { email: admin.email, password: "not-the-password" } },
    "POST /api/webhooks/quotes": { body: { externalId: "fuzz-quote" } },
    "POST /asset/[shareSlug]/engagement": { body: { openId: UNKNOWN_ID, seconds: 5 } },
    "POST /r/[slug]/engagement": { body: { visitId: UNKNOWN_ID, assets: [] } },
    "POST /auth/v1/token": { query: [["grant_type", "password"]], body: { email: admin.email, password: "nope" } },
    "POST /auth/v1/otp": { body: { email: "fuzz-otp@example.com" } },
    "GET /auth/v1/admin/users": {
      query: [
        ["page", "1"],
        ["per_page", "5"],
      ],
    },
  };
  return { query: byKey[key]?.query ?? [], body: byKey[key]?.body ?? {} };
}

function endpoint(method: string, pattern: string, query: string[], body: string[] | undefined): Endpoint {
  const key = `${method} ${pattern}`;
  const base = baselines(key);
  const headers: Record<string, string> = {
    Authorization: `Bearer ${pattern.startsWith("/auth/v1/admin/") ? serviceRoleToken : admin.token}`,
    "x-user-id": admin.id,
    "x-webhook-secret": QUOTES_SECRET,
  };
  const params = [...pattern.matchAll(/\[(\.\.\.)?(\w+)\]/g)].map((m) => ({
    name: m[2] ?? "",
    catchAll: Boolean(m[1]),
  }));
  return { method, pattern, params, query, body, baseQuery: base.query, baseBody: base.body, headers };
}

/** Every endpoint: each route file's methods, and the auth service's paths behind its catch-all. */
async function endpoints(): Promise<Endpoint[]> {
  const all: Endpoint[] = [];
  for (const route of await routeFiles()) {
    for (const method of route.methods) {
      const extra = EXTRA_INPUT[`${method} ${route.pattern}`] ?? {};
      all.push(endpoint(method, route.pattern, [...route.query, ...(extra.query ?? [])], route.body ?? extra.body));
    }
  }
  for (const [subPath, { methods, query = [], body }] of Object.entries(AUTH_SERVICE)) {
    for (const method of methods) all.push(endpoint(method, `/auth/v1/${subPath}`, query, body));
  }
  return all;
}

/** Calls that end the session they are made with: they go last, with a session of their own. */
const endsSession = (request: Call) => /^\/(api\/auth|auth\/v1)\/logout\b/.test(request.target);

// Over a thousand calls: 90-110 s beside the other test runs on a 2-core machine, and up to 134 s
// on slower cores (Nov 30 2026): its 300 s limit stops a hang, not a slow run.
test("no route answers odd bytes in its path, query or body with a 5xx, and /api errors are JSON", async () => {
  const all = await endpoints();
  // The walk found the routes the portal has (a sample), with their contract's parameters.
  const found = new Set(all.map((e) => `${e.method} ${e.pattern}`));
  for (const known of ["GET /go/[slug]", "DELETE /api/admin/users/[id]", "POST /auth/v1/token", "GET /api/[...path]"])
    expect(found).toContain(known);
  expect(all.find((e) => e.pattern === "/api/assets")?.query).toEqual(
    expect.arrayContaining(["brandId", "search", "limit", "cursor"]),
  );

  const calls = all.flatMap(callsFor);
  const first = calls.filter((request) => !endsSession(request));
  const last = calls
    .filter(endsSession)
    .map((request) => ({ ...request, headers: { ...request.headers, Authorization: `Bearer ${admin.spareToken}` } }));
  expect(calls.length).toBeGreaterThan(1000);
  expect([...(await faultsOf(first)), ...(await faultsOf(last))]).toEqual([]);
}, 300_000);

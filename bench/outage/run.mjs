// /go under load across a PostgreSQL outage: redirects served and clicks counted, and what a
// signed-in page, the API and sign-in answered meanwhile. The app reaches its database through a
// TCP proxy (scripts/database-cut.mjs) that is cut for --outage seconds, as an immediate shutdown
// cuts every connection, then restored. Needs a prior `next build` and a PostgreSQL server
// (DATABASE_URL, else TEST_DATABASE_URL, else the local one); a fresh database is made and dropped.
// Run `node bench/outage/run.mjs [--outage 5] [--connections 16]` from the root. See bench/README.md.
// The load is 16 clients each sending one request after the other (not autocannon), so that every
// request is answered before the end and the redirects served are an exact count.
import path from "node:path";
import { parseArgs } from "node:util";
import { startDatabaseCut } from "../../scripts/database-cut.mjs";
import { api, freshPostgres, pgClient, requireBuild, settledCount, startApp, workDir } from "../lib/app.mjs";
import { hammer, warmUp } from "../lib/load.mjs";

const { values } = parseArgs({
  options: {
    outage: { type: "string", default: "5" },
    connections: { type: "string", default: "16" },
    before: { type: "string", default: "3" },
    after: { type: "string", default: "4" },
  },
});
const outageSeconds = Number(values.outage);
const beforeSeconds = Number(values.before);
const afterSeconds = Number(values.after);
const connections = Number(values.connections);
const serverUrl =
  process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const DEMO_REP = { email: "rep@example.com", password: "rep12345" };

requireBuild("outage");
const work = workDir("outage");
console.log(
  `bench/outage: /go at ${connections} connections; PostgreSQL cut for ${outageSeconds} s after ` +
    `${beforeSeconds} s, then ${afterSeconds} s more; logs in ${work}`,
);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Which part of the run an instant falls in. */
function phaseOf(at, window) {
  if (!window.cutAt || at < window.cutAt) return "before";
  if (!window.restoredAt || at < window.restoredAt) return "during";
  return "after";
}

/** Status counts per phase: { before: { 302: n }, during: {...}, after: {...} }. */
function tally() {
  const counts = { before: {}, during: {}, after: {} };
  return {
    counts,
    add(phase, status) {
      counts[phase][status] = (counts[phase][status] ?? 0) + 1;
    },
  };
}

const fmt = (byStatus) =>
  Object.entries(byStatus)
    .map(([status, n]) => `${status} x${n}`)
    .join(", ") || "none";

const HEALTH_TOKEN = "bench-outage-health-token";
const postgres = await freshPostgres(serverUrl, "outage");
const cut = await startDatabaseCut(postgres.url);
const { proc, base } = await startApp({
  work,
  dataDir: path.join(work, "data"),
  databaseUrl: cut.url,
  // One client sends every request here: the flood guard still runs on each, but never refuses.
  // The health endpoint's hitsWaiting goes only to a holder of HEALTH_TOKEN (or an admin).
  env: { PUBLIC_HITS_PER_MINUTE: "1000000000", HEALTH_TOKEN },
});
let exitCode = 0;
try {
  const { session } = await api(base, "/api/auth/login", { json: DEMO_REP });
  const token = session.access_token;
  const cookie = `sb-portal-auth-token=base64-${Buffer.from(
    JSON.stringify({ ...session, token_type: "bearer", user: {} }),
  ).toString("base64url")}`;
  const link = await api(base, "/api/tracked-links", {
    token,
    json: { name: "bench-outage", originalUrl: "https://example.com/landing" },
  });
  const readCount = async () =>
    (await api(base, "/api/tracked-links", { token })).find((l) => l.id === link.id).clickCount;
  const url = `${base}/go/${link.slug}`;

  // Warm-up; its clicks are read once they are written.
  await warmUp(url, connections);
  const before = await settledCount(readCount);

  const window = { cutAt: 0, restoredAt: 0 };
  const redirects = tally();
  const probes = tally();
  const healthWaiting = [];
  let recoveredAfterMs;
  const started = Date.now();
  const runUntil = started + (beforeSeconds + outageSeconds + afterSeconds) * 1000;
  const run = hammer(
    url,
    connections,
    () => runUntil,
    (status) => redirects.add(phaseOf(Date.now(), window), status),
  );

  // Beside the load: what a signed-in page, the API, sign-in and the health endpoint answer.
  let probing = true;
  const probe = async (name, request) => {
    const response = await request().catch(() => undefined);
    const status = response ? response.status : "no answer";
    const redirect = response?.headers.get("location");
    probes.add(
      phaseOf(Date.now(), window),
      `${name} ${status}${redirect ? ` -> ${new URL(redirect, base).pathname}` : ""}`,
    );
    if (name === "health" && response) healthWaiting.push((await response.json()).hitsWaiting);
    else await response?.body?.cancel();
  };
  const prober = (async () => {
    for (let round = 0; probing; round++) {
      await Promise.all([
        probe("page", () => fetch(`${base}/assets`, { headers: { cookie }, redirect: "manual" })),
        probe("api", () => fetch(`${base}/api/auth/verify`, { headers: { Authorization: `Bearer ${token}` } })),
        probe("health", () => fetch(`${base}/api/health`, { headers: { Authorization: `Bearer ${HEALTH_TOKEN}` } })),
        ...(round % 4 === 0
          ? [
              probe("sign-in", () =>
                fetch(`${base}/api/auth/login`, {
                  method: "POST",
                  headers: { "Content-Type": "application/json" },
                  body: JSON.stringify(DEMO_REP),
                }),
              ),
            ]
          : []),
      ]);
      await sleep(500);
    }
  })();

  await sleep(beforeSeconds * 1000);
  window.cutAt = Date.now();
  await cut.cut();
  await sleep(outageSeconds * 1000);
  await cut.restore();
  window.restoredAt = Date.now();
  for (;;) {
    const healthy = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await sleep(50);
  }
  recoveredAfterMs = Date.now() - window.restoredAt;
  await run;
  const seconds = (Date.now() - started) / 1000;
  probing = false;
  await prober;

  const answers = Object.values(redirects.counts).flatMap((byStatus) => Object.entries(byStatus));
  const total = answers.reduce((sum, [, n]) => sum + n, 0);
  const served = answers.reduce((sum, [status, n]) => sum + (status === "302" ? n : 0), 0);
  const others = total - served;
  const expected = before + served;
  const counted = await settledCount(readCount, expected);
  await proc.stop();
  const db = await pgClient(postgres.url);
  const { rows } = await db.query(
    "select click_count::int as count, (select count(*)::int from click_events " +
      "where link_id = $1 and hit_class = 'human') as events from tracked_links where id = $1",
    [link.id],
  );
  await db.end();
  const stored = rows[0];

  console.log(`\n/go/{slug}: ${total} requests in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(0)} req/s)`);
  for (const phase of ["before", "during", "after"])
    console.log(`  ${phase.padEnd(7)} the outage: ${fmt(redirects.counts[phase])}`);
  console.log(`  answers other than 302: ${others}`);
  console.log("\nbeside it (page: GET /assets with the session cookie; api: GET /api/auth/verify):");
  for (const phase of ["before", "during", "after"])
    console.log(`  ${phase.padEnd(7)} the outage: ${fmt(probes.counts[phase])}`);
  console.log(
    `\nhits waiting at most: ${Math.max(0, ...healthWaiting)}; /api/health answered 200 ` +
      `${recoveredAfterMs} ms after the database was back`,
  );
  // Every 302 served must be counted exactly once.
  const exact = counted === expected && stored.count === expected && stored.events === expected;
  const verdict = exact ? "exact" : "CLICKS LOST OR DOUBLED";
  console.log(
    `clicks: expected ${expected} = ${before} before the run + ` +
      `${served} redirects served; API ${counted}, click_count ${stored.count}, click events ${stored.events} ` +
      `after a graceful stop: ${verdict}`,
  );
  const during = Object.keys(probes.counts.during).join(" ");
  const signedOut = /-> \/login|api 401|api 403/.test(during);
  if (!exact || others > 0 || signedOut) exitCode = 1;
  if (signedOut) console.log("An outage read as signed out (a redirect to /login or a 401/403) during the outage.");
} finally {
  await proc.stop();
  await cut.close();
  await postgres.drop();
}
process.exitCode = exitCode;

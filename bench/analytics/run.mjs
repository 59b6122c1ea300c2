// GET /api/admin/analytics and /api/admin/link-stats at 1,000 users, 10,000 links and 1,000,000
// click events, beside GET /api/auth/verify (same auth, no aggregates) as the in-run baseline.
// Needs a prior `next build`; run `node bench/analytics/run.mjs [--duration 10]` from the root.
// On PGlite the data is filled while the server is stopped (it holds the data dir's lock); with
// DATABASE_URL a fresh database is created on that server and dropped afterwards.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freshPostgres, pgClient, requireBuild, startApp, workDir } from "../lib/app.mjs";
import { fill } from "./fill.mjs";

const { values } = parseArgs({
  options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "8" } },
});
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const DEMO_ADMIN = { email: "admin@example.com", password: "admin1234" };

requireBuild("analytics");
const work = workDir("analytics");
const dataDir = path.join(work, "data");

async function fillDatabase(databaseUrl) {
  console.log("Filling the database (set-based SQL):");
  if (databaseUrl) {
    const client = await pgClient(databaseUrl);
    await fill((text) => client.query(text));
    return client.end();
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(path.join(dataDir, "pgdata"));
  await fill((text) => db.exec(text));
  await db.close();
}

function load(url, token) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections, duration: durationSeconds, headers: { Authorization: `Bearer ${token}` } },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

async function measure(base, token, pathname) {
  await load(`${base}${pathname}`, token).catch(() => undefined); // warm-up (same length)
  const r = await load(`${base}${pathname}`, token);
  return {
    pathname,
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    ok: r["2xx"],
    other: r.non2xx + r.errors,
  };
}

const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL, "analytics") : undefined;
const database = postgres ? "PostgreSQL" : "PGlite";
console.log(
  `bench/analytics: ${durationSeconds} s per endpoint, ${connections} connections, ${database}; logs in ${work}`,
);
let app = await startApp({ work, dataDir, databaseUrl: postgres?.url }); // migrates and seeds the demo admin
try {
  if (postgres) await fillDatabase(postgres.url);
  else {
    await app.proc.stop();
    await fillDatabase(undefined);
    app = await startApp({ work, dataDir });
  }
  const login = await fetch(`${app.base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const token = (await login.json()).session.access_token;
  const sample = await (
    await fetch(`${app.base}/api/admin/analytics`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  console.log(
    `analytics: ${sample.totalUsers} users, ${sample.totalLinks} links, ${sample.totalClicks} clicks, ` +
      `${sample.clicksThisMonth} this month`,
  );
  const rows = [];
  for (const pathname of ["/api/auth/verify", "/api/admin/analytics", "/api/admin/link-stats"])
    rows.push(await measure(app.base, token, pathname));
  const baseline = rows[0];
  const fmt = (n, d = 1) => n.toFixed(d).padStart(10);
  const heads = ["req/s", "p50 ms", "p99 ms", "p99/base"].map((head) => head.padStart(10)).join("");
  console.log(`\n${"endpoint".padEnd(24)}${heads}${"non-2xx".padStart(9)}`);
  for (const r of rows) {
    const ratio = fmt(r.p99 / Math.max(baseline.p99, 1), 2);
    console.log(
      `${r.pathname.padEnd(24)}${fmt(r.rps)}${fmt(r.p50)}${fmt(r.p99)}${ratio}${String(r.other).padStart(9)}`,
    );
  }
  if (rows.some((r) => r.other > 0)) process.exitCode = 1;
} finally {
  await app.proc.stop();
  await postgres?.drop();
  if (process.env.KEEP_BENCH_DATA !== "true") fs.rmSync(work, { recursive: true, force: true });
}

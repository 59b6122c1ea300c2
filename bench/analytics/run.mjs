// GET /api/admin/analytics and /api/admin/link-stats at 1,000 users, 10,000 links and 1,000,000
// click events, beside GET /api/auth/verify (same auth, no aggregates) as the in-run baseline.
// Needs a prior `next build`; run `node bench/analytics/run.mjs [--duration 10]` from the root.
// On PGlite the data is filled while the server is stopped (it holds the data dir's lock); with
// DATABASE_URL a fresh database is created on that server and dropped afterwards.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort, startProcess, waitForHttp } from "../redirect/processes.mjs";
import { fill } from "./fill.mjs";

const { values } = parseArgs({ options: { duration: { type: "string", default: "10" }, connections: { type: "string", default: "8" } } });
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const root = process.cwd();
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
const DEMO_ADMIN = { email: "admin@example.com", password: "admin1234" };

if (!fs.existsSync(path.join(root, ".next/BUILD_ID"))) {
  console.error("No production build found: run `npm run build` first, then `node bench/analytics/run.mjs`.");
  process.exit(2);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-analytics-"));
const dataDir = path.join(work, "data");

async function pgClient(url) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** A fresh database on the server of DATABASE_URL, so the bench never writes into real data. */
async function freshPostgres(serverUrl) {
  const name = `bench_analytics_${randomBytes(4).toString("hex")}`;
  const admin = await pgClient(serverUrl);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = await pgClient(serverUrl);
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return { url: url.toString(), drop };
}

async function startApp(databaseUrl) {
  const port = await freePort();
  const logFile = path.join(work, "app.log");
  const env = { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", DATA_DIR: dataDir, SEED_DEMO: "true", DATABASE_URL: databaseUrl ?? "", SITE_URL: "", SUPABASE_URL: "" };
  const proc = startProcess(process.execPath, [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], { env, logFile });
  await waitForHttp(`http://127.0.0.1:${port}/api/config`, proc, logFile);
  return { proc, base: `http://127.0.0.1:${port}` };
}

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
    autocannon({ url, connections, duration: durationSeconds, headers: { Authorization: `Bearer ${token}` } }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

async function measure(base, token, pathname) {
  await load(`${base}${pathname}`, token).catch(() => undefined); // warm-up (same length)
  const r = await load(`${base}${pathname}`, token);
  return { pathname, rps: r.requests.total / r.duration, p50: r.latency.p50, p99: r.latency.p99, ok: r["2xx"], other: r.non2xx + r.errors };
}

const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL) : undefined;
console.log(`bench/analytics: ${durationSeconds} s per endpoint, ${connections} connections, ${postgres ? "PostgreSQL" : "PGlite"}; logs in ${work}`);
let app = await startApp(postgres?.url); // migrates and seeds the demo admin
try {
  if (postgres) await fillDatabase(postgres.url);
  else {
    await app.proc.stop();
    await fillDatabase(undefined);
    app = await startApp(undefined);
  }
  const login = await fetch(`${app.base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(DEMO_ADMIN) });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  const token = (await login.json()).session.access_token;
  const sample = await (await fetch(`${app.base}/api/admin/analytics`, { headers: { Authorization: `Bearer ${token}` } })).json();
  console.log(`analytics: ${sample.totalUsers} users, ${sample.totalLinks} links, ${sample.totalClicks} clicks, ${sample.clicksThisMonth} this month`);
  const rows = [];
  for (const pathname of ["/api/auth/verify", "/api/admin/analytics", "/api/admin/link-stats"]) rows.push(await measure(app.base, token, pathname));
  const baseline = rows[0];
  const fmt = (n, d = 1) => n.toFixed(d).padStart(10);
  console.log(`\n${"endpoint".padEnd(24)}${"req/s".padStart(10)}${"p50 ms".padStart(10)}${"p99 ms".padStart(10)}${"p99/base".padStart(10)}${"non-2xx".padStart(9)}`);
  for (const r of rows) console.log(`${r.pathname.padEnd(24)}${fmt(r.rps)}${fmt(r.p50)}${fmt(r.p99)}${fmt(r.p99 / Math.max(baseline.p99, 1), 2)}${String(r.other).padStart(9)}`);
  if (rows.some((r) => r.other > 0)) process.exitCode = 1;
} finally {
  await app.proc.stop();
  await postgres?.drop();
  if (process.env.KEEP_BENCH_DATA !== "true") fs.rmSync(work, { recursive: true, force: true });
}

// The admin's GET /api/admin/analytics, /link-stats and /funnel, and the demo rep's GET /api/activity
// (100 links, about 330 hits each in its 30 days), the first page of GET /api/rooms (50 rooms, the
// default) and GET /api/rooms/{id} (of 1,000 rooms, 1,000,000 room visits: --room-visits), at
// 1,000 reps, 10,000 links and 10,000,000 click events (--clicks), beside GET /api/auth/verify
// (same auth, no aggregates) as the in-run baseline. Needs a prior `next build`; run
// `node bench/analytics/run.mjs` from the root.
// On PGlite the data is filled while the server is stopped (it holds the data dir's lock); with
// DATABASE_URL a fresh database is created on that server and dropped afterwards, unless
// KEEP_BENCH_DATA=true, which prints its URL: `--reuse <that URL>` then measures it again unfilled.
// Before measuring, the Content roll-up is brought up to date through GET /api/cron/content.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freshPostgres, pgClient, requireBuild, signIn, startApp, workDir } from "../lib/app.mjs";
import { DEFAULT_SIZES, fill } from "./fill.mjs";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "8" },
    clicks: { type: "string", default: String(DEFAULT_SIZES.clicks) },
    "room-visits": { type: "string", default: String(DEFAULT_SIZES.visits) },
    reuse: { type: "string" },
    // A port for the app (a free one by default) and the fresh database's name, bench_{name}_{random}.
    port: { type: "string" },
    name: { type: "string", default: "analytics" },
    // Only the baseline and the Content tab's list (a quicker run when that is what changed).
    "content-only": { type: "boolean", default: false },
  },
});
const sizes = { ...DEFAULT_SIZES, clicks: Number(values.clicks), visits: Number(values["room-visits"]) };
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const DEMO_ADMIN = { email: "admin@example.com", password: "admin1234" };
const DEMO_REP = { email: "rep@example.com", password: "rep12345" };

requireBuild("analytics");
const work = workDir("analytics");
const dataDir = path.join(work, "data");

async function fillDatabase(databaseUrl) {
  console.log("Filling the database (set-based SQL):");
  if (databaseUrl) {
    const client = await pgClient(databaseUrl);
    await fill((text) => client.query(text), sizes);
    return client.end();
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(path.join(dataDir, "pgdata"));
  await fill((text) => db.exec(text), sizes);
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

const keep = process.env.KEEP_BENCH_DATA === "true";
/** The UTC day `n` days before today, YYYY-MM-DD. */
const dayAgo = (n) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const postgres = values.reuse
  ? { url: values.reuse, reused: true, drop: async () => undefined }
  : process.env.DATABASE_URL
    ? await freshPostgres(process.env.DATABASE_URL, values.name)
    : undefined;
const database = postgres ? "PostgreSQL" : "PGlite";
console.log(
  `bench/analytics: ${sizes.clicks} click events, ${durationSeconds} s per endpoint, ${connections} connections, ` +
    `${database}; logs in ${work}`,
);
// The Content roll-up's cron route is called once filled, so the measured runs find the closed days rolled.
const CRON_SECRET = "bench-analytics-cron-secret";
const appEnv = { CRON_SECRET };
const port = values.port ? Number(values.port) : undefined;
let app = await startApp({ work, dataDir, databaseUrl: postgres?.url, port, env: appEnv }); // migrates, seeds the admin
try {
  if (postgres?.reused) console.log(`Reusing the filled database ${postgres.url}`);
  else if (postgres) await fillDatabase(postgres.url);
  else {
    await app.proc.stop();
    await fillDatabase(undefined);
    app = await startApp({ work, dataDir, port, env: appEnv });
  }
  // Each call rolls days for up to a minute; called until it has none left. The server's own start-up
  // round may roll some of them first: the time printed is the whole catch-up's.
  const rollStart = Date.now();
  let rolledDays = 0;
  for (let rolled = -1; rolled !== 0; rolledDays += rolled) {
    const answer = await fetch(`${app.base}/api/cron/content`, { headers: { Authorization: `Bearer ${CRON_SECRET}` } });
    if (!answer.ok) throw new Error(`/api/cron/content answered ${answer.status}: ${await answer.text()}`);
    ({ rolled } = await answer.json());
  }
  console.log(
    `Content roll-up caught up in ${((Date.now() - rollStart) / 1000).toFixed(1)} s (${rolledDays} days by the cron)`,
  );
  const token = await signIn(app.base, DEMO_ADMIN);
  const repToken = await signIn(app.base, DEMO_REP);
  const sample = await (
    await fetch(`${app.base}/api/admin/analytics`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  console.log(
    `analytics: ${sample.totalUsers} users, ${sample.totalLinks} links, ${sample.totalClicks} clicks, ` +
      `${sample.clicksThisMonth} this month`,
  );
  const rows = [];
  const others = values["content-only"] ? [] : ["/api/admin/analytics", "/api/admin/link-stats", "/api/admin/funnel"];
  for (const pathname of ["/api/auth/verify", ...others]) rows.push(await measure(app.base, token, pathname));
  // The Content tab's first page (newest activity first) over 30 and 90 days (docs/admin.md#content).
  rows.push({ ...(await measure(app.base, token, "/api/admin/content")), pathname: "/api/admin/content (30 d)" });
  rows.push({
    ...(await measure(app.base, token, "/api/admin/content?days=90")),
    pathname: "/api/admin/content (90 d)",
  });
  rows.push({
    ...(await measure(app.base, token, `/api/admin/content?from=${dayAgo(89)}&to=${dayAgo(0)}&sort=humanOpens`)),
    pathname: "/api/admin/content (from/to)",
  });
  for (const row of rows.slice(-3))
    console.log(`${row.pathname}: p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.other}`);
  if (!values["content-only"]) {
    rows.push(await measure(app.base, repToken, "/api/activity"));
    // The list's first page at its default size; its first room, the latest visited, has its page measured.
    const {
      rooms: [room],
    } = await (await fetch(`${app.base}/api/rooms`, { headers: { Authorization: `Bearer ${repToken}` } })).json();
    rows.push({ ...(await measure(app.base, repToken, "/api/rooms")), pathname: "/api/rooms (page 1)" });
    rows.push({ ...(await measure(app.base, repToken, `/api/rooms/${room.id}`)), pathname: "/api/rooms/{id}" });
  }
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
  if (keep && postgres) console.log(`Kept the database: --reuse ${postgres.url}`);
  else await postgres?.drop();
  if (!keep) fs.rmSync(work, { recursive: true, force: true });
}

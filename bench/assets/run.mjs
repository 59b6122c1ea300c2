// GET /api/assets?brandId= as the demo rep: the first page (the default page size), the first page
// of a search, and at 10,000 assets also a page deep in the list (through X-Next-Cursor), at the
// demo's handful of assets (the in-run baseline) and then with 10,000 assets in the brand. Needs a
// prior `next build`; run `node bench/assets/run.mjs [--duration 10] [--connections 16]` from the
// root. The assets are inserted by prefill.ts with the app's openDatabase() (via tsx): on PGlite
// while the server is stopped (it holds the data dir's lock); with DATABASE_URL into a fresh
// database on that server, dropped afterwards.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freshPostgres, requireBuild, root, startApp, workDir } from "../lib/app.mjs";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    assets: { type: "string", default: "10000" },
  },
});
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const assetCount = Number(values.assets);
const DEMO_REP = { email: "rep@example.com", password: "rep12345" };
const BRAND = "rmi";
const SEARCH = "violin";
const DEEP_ROWS = Math.floor((assetCount * 9) / 10 / 100) * 100;

requireBuild("assets");
const work = workDir("assets");
const dataDir = path.join(work, "data");

async function insertAssets(databaseUrl) {
  const started = Date.now();
  const target = databaseUrl ? ["--database-url", databaseUrl] : ["--data-dir", dataDir];
  const args = [
    "--conditions=react-server",
    "--import",
    "tsx",
    path.join(root, "bench/assets/prefill.ts"),
    ...target,
    "--count",
    String(assetCount),
    "--brand",
    BRAND,
  ];
  const prefill = spawnSync(process.execPath, args, { stdio: "inherit" });
  if (prefill.status !== 0) throw new Error("prefill failed");
  console.log(`inserted ${assetCount} assets into brand ${BRAND} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// A slow answer is measured, not dropped: autocannon's default 10 s request timeout is raised.
// `run` is { duration } (seconds) or { amount } (requests, every one answered before the end).
function load(url, token, run) {
  return new Promise((resolve, reject) =>
    autocannon(
      { url, connections, ...run, timeout: 300, headers: { Authorization: `Bearer ${token}` } },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

/** The median time of three requests made one after another: the latency with no queueing. */
async function aloneMs(url, token) {
  const times = [];
  let body = "";
  let status = 0;
  let total = null;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    body = await response.text();
    status = response.status;
    total = response.headers.get("x-total-count");
    times.push(performance.now() - started);
  }
  return { ms: times.sort((a, b) => a - b)[1], body, status, total };
}

/** The cursor of the page that starts `depth` rows into the list, found through pages of 100. */
async function cursorAt(base, token, brandId, depth) {
  let cursor = "";
  for (let seen = 0; seen < depth; seen += 100) {
    const response = await fetch(
      `${base}/api/assets?brandId=${brandId}&limit=100${cursor ? `&cursor=${cursor}` : ""}`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    if (!response.ok) throw new Error(`paging failed: ${response.status} ${await response.text()}`);
    cursor = response.headers.get("x-next-cursor");
    if (!cursor) return undefined;
  }
  return cursor;
}

/** One endpoint: three lone requests (size, rows, latency), a warm-up, then the measured run. */
async function measure(base, token, label, pathname, baseline) {
  const alone = await aloneMs(`${base}${pathname}`, token);
  const rows =
    alone.status === 200
      ? `${JSON.parse(alone.body).length}${alone.total === null ? "" : ` of ${alone.total}`}`
      : `HTTP ${alone.status}`;
  // So slow that fewer than two rounds of the connections would finish in time: a fixed two rounds.
  const slow = alone.ms * connections * 2 > durationSeconds * 1000;
  if (!slow) await load(`${base}${pathname}`, token, { duration: Math.min(3, durationSeconds) });
  const r = await load(`${base}${pathname}`, token, slow ? { amount: connections * 2 } : { duration: durationSeconds });
  const answered = r["2xx"] + r.non2xx;
  return {
    label,
    baseline,
    rows,
    kb: alone.body.length / 1024,
    alone: alone.ms,
    answered,
    rps: answered / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    other: r.non2xx + r.errors,
  };
}

async function measureAll(app, label) {
  const login = await fetch(`${app.base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(DEMO_REP),
  });
  if (!login.ok) throw new Error(`rep login failed: ${login.status} ${await login.text()}`);
  const token = (await login.json()).session.access_token;
  const brands = await (
    await fetch(`${app.base}/api/brands`, { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const brandId = brands.find((b) => b.code === BRAND).id;
  const measured = [
    await measure(app.base, token, `${label}, first page`, `/api/assets?brandId=${brandId}`, "list"),
    await measure(
      app.base,
      token,
      `${label}, search "${SEARCH}"`,
      `/api/assets?brandId=${brandId}&search=${SEARCH}`,
      "search",
    ),
  ];
  const deep = await cursorAt(app.base, token, brandId, DEEP_ROWS);
  if (deep)
    measured.push(
      await measure(
        app.base,
        token,
        `${label}, page at row ${DEEP_ROWS}`,
        `/api/assets?brandId=${brandId}&cursor=${deep}`,
        "list",
      ),
    );
  return measured;
}

const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL, "assets") : undefined;
const database = postgres ? "PostgreSQL" : "PGlite";
console.log(`bench/assets: ${durationSeconds} s per run, ${connections} connections, ${database}; logs in ${work}`);
// Migrates and seeds the demo rep and its few assets.
let app = await startApp({ work, dataDir, databaseUrl: postgres?.url });
try {
  const rows = await measureAll(app, "demo assets");
  if (postgres) await insertAssets(postgres.url);
  else {
    await app.proc.stop();
    await insertAssets(undefined);
    app = await startApp({ work, dataDir });
  }
  rows.push(...(await measureAll(app, `+${assetCount} assets`)));
  const pad = (text) => String(text).padStart(12);
  const fmt = (n, d = 1) => pad(n.toFixed(d));
  const head = ["rows", "KB", "alone ms", "answered", "req/s", "p50 ms", "p99 ms", "p50/base", "p99/base", "errors"];
  console.log(`\n${`GET /api/assets, ${connections} conn.`.padEnd(36)}${head.map(pad).join("")}`);
  for (const r of rows) {
    const base = rows.find((b) => b.baseline === r.baseline); // the same kind of request at the demo's few assets
    const cells = [
      pad(r.rows),
      fmt(r.kb),
      fmt(r.alone),
      pad(r.answered),
      fmt(r.rps),
      fmt(r.p50),
      fmt(r.p99),
      fmt(r.p50 / Math.max(base.p50, 1), 2),
      fmt(r.p99 / Math.max(base.p99, 1), 2),
      pad(r.other),
    ];
    console.log(`${r.label.padEnd(36)}${cells.join("")}`);
  }
  if (rows.some((r) => r.other > 0)) process.exitCode = 1;
} finally {
  await app.proc.stop();
  await postgres?.drop();
  if (process.env.KEEP_BENCH_DATA !== "true") fs.rmSync(work, { recursive: true, force: true });
}

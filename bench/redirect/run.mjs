// /go/{slug} under load beside two baselines measured in the same run. Needs a prior `next build`;
// run `node bench/redirect/run.mjs [--duration 15]` from the repository root. See bench/README.md.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { measure } from "./measure.mjs";
import { api, nextBin, requireBuild, root, settledCount, startScript, workDir } from "../lib/app.mjs";
import { freePort, startProcess, waitFor, waitForHttp } from "../lib/processes.mjs";

const { values } = parseArgs({ options: { duration: { type: "string", default: "15" } } });
const durationSeconds = Number(values.duration);
const baselineApp = path.join(root, "bench/redirect/next-302");
const DEMO_REP = { email: "rep@example.com", password: "rep12345" };
const { DATABASE_URL } = process.env;

requireBuild("redirect");
const work = workDir("redirect");
const env = { NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
const database = DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`bench/redirect: ${durationSeconds} s per target, 64 connections, ${database}; logs in ${work}`);

async function startNext(dir, name, extraEnv) {
  const port = await freePort();
  const logFile = path.join(work, `${name}.log`);
  const proc = startProcess(process.execPath, [startScript, dir, "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...env, ...extraEnv },
    logFile,
  });
  await waitForHttp(`http://127.0.0.1:${port}/go/warm-up`, proc, logFile);
  return { proc, base: `http://127.0.0.1:${port}` };
}

async function constantBaseline() {
  if (!fs.existsSync(path.join(baselineApp, ".next/BUILD_ID"))) {
    console.log("Building the constant-302 baseline app once (bench/redirect/next-302)...");
    const build = startProcess(process.execPath, [nextBin, "build", baselineApp], {
      env,
      logFile: path.join(work, "next-302-build.log"),
    });
    if ((await build.exited).code !== 0) throw new Error(`Building next-302 failed; see ${work}/next-302-build.log`);
  }
  const { proc, base } = await startNext(baselineApp, "next-302", {});
  try {
    return await measure(`${base}/go/constant`, { durationSeconds });
  } finally {
    await proc.stop();
  }
}

async function bareBaseline(ownerId) {
  const dataDir = path.join(work, "bare-data");
  fs.mkdirSync(dataDir);
  const logFile = path.join(work, "bare.log");
  const proc = startProcess(process.execPath, [path.join(root, "bench/redirect/bare-server.mjs")], {
    env: { DATA_DIR: dataDir, DATABASE_URL: DATABASE_URL ?? "", OWNER_ID: ownerId ?? "" },
    logFile,
  });
  const { port, slug } = await waitFor(() => {
    if (proc.child.exitCode !== null) throw new Error(`The bare server exited; see ${logFile}`);
    const line = proc
      .output()
      .split("\n")
      .find((l) => l.startsWith("{"));
    return line && JSON.parse(line);
  }, "the bare server");
  try {
    return await measure(`http://127.0.0.1:${port}/go/${slug}`, { durationSeconds });
  } finally {
    await proc.stop();
  }
}

/** Counts straight from the database once the app has stopped: the count and the person click events. */
async function storedClicks(dataDir, linkId) {
  const text =
    "select click_count::int as count, " +
    "(select count(*)::int from click_events where link_id = $1 and hit_class = 'human') as events " +
    "from tracked_links where id = $1";
  if (DATABASE_URL) {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(text, [linkId]);
    await client.end();
    return rows[0];
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(path.join(dataDir, "pgdata"));
  const { rows } = await db.query(text, [linkId]);
  await db.close();
  return rows[0];
}

async function realApp() {
  const dataDir = path.join(work, "app-data");
  const { proc, base } = await startNext(root, "app", {
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    DATABASE_URL: DATABASE_URL ?? "",
    SITE_URL: "",
    SUPABASE_URL: "",
    // One client sends every request here: the flood guard still runs on each, but never refuses.
    PUBLIC_HITS_PER_MINUTE: "1000000000",
  });
  let stopped = false;
  try {
    const { session, user } = await api(base, "/api/auth/login", { json: DEMO_REP });
    const link = await api(base, "/api/tracked-links", {
      token: session.access_token,
      json: { name: "bench", originalUrl: "https://example.com/landing" },
    });
    const read = async () =>
      (await api(base, "/api/tracked-links", { token: session.access_token })).find((l) => l.id === link.id).clickCount;
    let before = 0;
    const result = await measure(`${base}/go/${link.slug}`, {
      durationSeconds,
      onWarm: async () => (before = await settledCount(read)),
    });
    const expected = before + result.redirects;
    const counted = await settledCount(read, expected);
    await proc.stop();
    stopped = true;
    return { result, expected, counted, stored: await storedClicks(dataDir, link.id), ownerId: user.id };
  } finally {
    if (!stopped) await proc.stop();
  }
}

const fmt = (n, digits = 1) => n.toFixed(digits).padStart(10);
const real = await realApp();
const bare = await bareBaseline(DATABASE_URL ? real.ownerId : undefined);
const constant = await constantBaseline();

const heads = ["req/s", "p50 ms", "p99 ms"].map((head) => head.padStart(10)).join("");
console.log(`\n${"target".padEnd(34)}${heads}${"responses".padStart(11)}${"errors".padStart(8)}`);
for (const [name, r] of [
  ["real /go/{slug}", real.result],
  ["bare Node http, naive redirect", bare],
  ["Next.js constant 302", constant],
]) {
  const errors = r.unanswered + r.failed;
  const counts = `${String(r.responses).padStart(11)}${String(errors).padStart(8)}`;
  console.log(`${name.padEnd(34)}${fmt(r.requestsPerSecond)}${fmt(r.p50)}${fmt(r.p99)}${counts}`);
}
const throughputRatio = real.result.requestsPerSecond / bare.requestsPerSecond;
const latencyRatio = real.result.p99 / Math.max(constant.p99, 1);
const met = (ok) => (ok ? "met" : "NOT met");
console.log(
  `\nreal / bare req/s:           ${throughputRatio.toFixed(2)}  (target >= 0.8) ${met(throughputRatio >= 0.8)}`,
);
console.log(`real p99 / constant-302 p99: ${latencyRatio.toFixed(2)}  (target <= 1.5) ${met(latencyRatio <= 1.5)}`);

// Every answered 302 must be counted exactly once. A request that got no answer (a client timeout
// on an overloaded machine) may have been counted by the server or not, so it widens the range.
const { expected, counted, stored } = real;
const slack = real.result.unanswered;
const consistent =
  [counted, stored.count].every((n) => n >= expected && n <= expected + slack) && stored.events === stored.count;
const verdict = consistent ? (counted === expected ? "exact" : "consistent") : "CLICKS LOST OR DOUBLED";
console.log(
  `clicks: expected ${expected}${slack ? ` (+ up to ${slack} unanswered)` : ""} = count after the warm-up + ` +
    `302s of the measured run; API ${counted}, click_count ${stored.count}, click events ${stored.events} ` +
    `after a graceful stop: ${verdict}`,
);
if (consistent) fs.rmSync(work, { recursive: true, force: true });
else process.exitCode = 1;

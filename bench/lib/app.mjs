// Start-up shared by the benches that run the production build: the build check, a scratch
// folder, a throw-away Postgres database and the app itself with demo data.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, startProcess, waitForHttp } from "./processes.mjs";

export const root = process.cwd();
export const nextBin = path.join(root, "node_modules/next/dist/bin/next");
/** The production server (`npm start`): Next behind the X-Forwarded-For normalizer. */
export const startScript = path.join(root, "scripts/start.mjs");

/** Stops with a hint when there is no production build to measure. */
export function requireBuild(bench) {
  if (!fs.existsSync(path.join(root, ".next/BUILD_ID"))) {
    console.error(`No production build found: run \`npm run build\` first, then \`node bench/${bench}/run.mjs\`.`);
    process.exit(2);
  }
}

/** A scratch folder for the bench's logs and embedded data. */
export const workDir = (bench) => fs.mkdtempSync(path.join(os.tmpdir(), `bench-${bench}-`));

export async function pgClient(url) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** A fresh database on the server of serverUrl, so a bench never writes into real data. */
export async function freshPostgres(serverUrl, bench) {
  const name = `bench_${bench}_${randomBytes(4).toString("hex")}`;
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

/**
 * `next start` of the build in built-in mode with demo data, on PGlite in dataDir or on databaseUrl,
 * on `port` (a free one by default); `env` adds or overrides variables.
 */
export async function startApp({ work, dataDir, databaseUrl, siteUrl, port: fixedPort, env: extraEnv = {} }) {
  const port = fixedPort ?? (await freePort());
  const logFile = path.join(work, "app.log");
  const env = {
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    DATABASE_URL: databaseUrl ?? "",
    SITE_URL: siteUrl ?? "",
    SUPABASE_URL: "",
    API_UPSTREAM_URL: "",
    ...extraEnv,
  };
  const proc = startProcess(process.execPath, [startScript, "-p", String(port), "-H", "127.0.0.1"], { env, logFile });
  await waitForHttp(`http://127.0.0.1:${port}/api/config`, proc, logFile);
  return { proc, base: `http://127.0.0.1:${port}` };
}

/** Signs `account` in with its password; its access token. */
export async function signIn(base, account) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  return (await login.json()).session.access_token;
}

/** A JSON call to the app: a GET, or a POST of `json`, with the bearer `token` if given; throws unless OK. */
export async function api(base, pathname, { token, json } = {}) {
  const response = await fetch(`${base}${pathname}`, {
    method: json ? "POST" : "GET",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * A count once it stops moving and has reached `atLeast` (the app writes buffered clicks in batches),
 * or whatever it is after 30 s. A read that fails (the database is down) keeps the last value.
 */
export async function settledCount(read, atLeast = 0) {
  let last = -1;
  let count = await read();
  const deadline = Date.now() + 30_000;
  while ((count !== last || count < atLeast) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    last = count;
    count = await read().catch(() => last);
  }
  return count;
}

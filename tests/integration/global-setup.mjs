// Starts the production build of the portal on a free port, on a fresh PGlite data directory
// (default) or a fresh PostgreSQL database (PORTAL_TEST_DB=postgres with TEST_DATABASE_URL). Both are
// copies of migrated templates made here once, which the files' own servers and databases copy too
// (second-server.ts, own-database.ts), so no server of the run migrates an empty database.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exportJWK, generateKeyPair } from "jose";
import { freePort } from "../../scripts/free-port.mjs";
import { pgliteDataDirTemplate, postgresTemplate } from "../helpers/migrated-templates.mjs";
import { createServerDatabase } from "../helpers/server-database.mjs";

async function waitForServer(url, child, logFile) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal server exited early; see ${logFile}`);
    try {
      const response = await fetch(`${url}/api/config`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The portal server did not answer within 120 s; see ${logFile}`);
}

export default async function globalSetup() {
  const root = process.cwd();
  if (!fs.existsSync(path.join(root, ".next", "BUILD_ID"))) {
    console.log("\nNo production build found: running `next build` once...");
    const build = spawnSync("npx", ["next", "build"], {
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (build.status !== 0) throw new Error("next build failed");
  }
  const target = process.env.PORTAL_TEST_DB ?? "pglite";
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (target === "postgres" && !serverUrl) throw new Error("PORTAL_TEST_DB=postgres needs TEST_DATABASE_URL");
  const [pgliteTemplate, postgresTemplateName] = await Promise.all([
    pgliteDataDirTemplate(),
    target === "postgres" ? postgresTemplate(serverUrl) : undefined,
  ]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-it-"));
  let database;
  if (target === "postgres") database = await createServerDatabase(serverUrl, "portal_it", postgresTemplateName);
  else fs.cpSync(pgliteTemplate, dataDir, { recursive: true });
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  const jwk = JSON.stringify(await exportJWK(privateKey));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs"), "-p", String(port), "-H", "127.0.0.1"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? "",
      SEED_DEMO: "true",
      AUTH_JWT_PRIVATE_KEY: jwk,
      SITE_URL: "",
      SUPABASE_URL: "",
      QUOTES_WEBHOOK_SECRET: "integration-quotes-secret",
      HEALTH_TOKEN: "integration-health-token",
      // pages-render.test.ts: its cron calls send this, and its long PDF is just past this limit.
      CRON_SECRET: "integration-cron-secret",
      PDF_MAX_PAGES: "20",
      // webhooks-api.test.ts: its receiver listens on 127.0.0.1 (the refusal itself is a unit test).
      WEBHOOK_ALLOW_PRIVATE_URLS: "true",
      // The tests play the trusted proxy: each file claims its own client address in X-Forwarded-For
      // (see portal.ts), so per-IP limits never collide. The default (0 hops) is tested on a second server.
      TRUSTED_PROXY_HOPS: "1",
      AUTH_PASSWORD_LOCKOUT_SECONDS: "1",
      SHARE_SCANNER_WINDOW_SECONDS: "3",
      // Above the 500-click burst of go-redirect.test.ts; public-flood.test.ts floods past it.
      PUBLIC_HITS_PER_MINUTE: "600",
    },
    stdio: ["ignore", log, log],
  });
  await waitForServer(url, child, logFile);
  Object.assign(process.env, {
    PORTAL_URL: url,
    PORTAL_DATA_DIR: dataDir,
    PORTAL_JWK: jwk,
    PORTAL_TARGET: target,
    PORTAL_HITS_PER_MINUTE: "600",
    PORTAL_PGLITE_TEMPLATE: pgliteTemplate,
    PORTAL_POSTGRES_TEMPLATE: postgresTemplateName ?? "",
  });
  globalThis.__portal = { child, dataDir, database, pgliteTemplate, postgresTemplateName };
}

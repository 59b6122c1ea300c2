// Starts the production build for the Playwright run on a fresh embedded database with demo data.
import { spawn } from "node:child_process";
import fs from "node:fs";

const dataDir = process.env.E2E_DATA_DIR;
const port = process.env.E2E_PORT;
if (!dataDir || !port) throw new Error("E2E_DATA_DIR and E2E_PORT must be set (playwright.config.ts sets them)");
fs.rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ["scripts/start.mjs", "-p", port, "-H", "127.0.0.1"], {
  // Access tokens outlive the run (4 h): no browser refreshes the sessions stored by e2e/spec-users.ts,
  // which would rotate their refresh token and revoke them for every later test (reuse detection).
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    SEED_DEMO: "true",
    DATABASE_URL: "",
    SUPABASE_URL: "",
    SITE_URL: "",
    NEXT_TELEMETRY_DISABLED: "1",
    AUTH_ACCESS_TOKEN_TTL: "14400",
    // e2e/admin-integrations.spec.ts: its webhook receiver listens on 127.0.0.1.
    WEBHOOK_ALLOW_PRIVATE_URLS: "true",
  },
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

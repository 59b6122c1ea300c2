import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/free-port.mjs";
import { migratedDataDir } from "./own-database";
import { startSecondServer } from "./second-server";
import { stopServer } from "./stop-server.mjs";

test("a bad environment value stops the server at start with a message naming the variable", async () => {
  await expect(startSecondServer({ QUOTES_WEBHOOK_SECRET: "short" })).rejects.toThrow(
    /QUOTES_WEBHOOK_SECRET: must be at least 16 characters[\s\S]*The server did not start/,
  );
}, 60_000);

test("listening beyond loopback without SITE_URL prints a warning that names the risk", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-warn-"));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(process.cwd(), "scripts/start.mjs"), "-p", String(port), "-H", "0.0.0.0"],
    {
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", SITE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (!output.includes("Sales Rep Portal:") && Date.now() < deadline && child.exitCode === null)
    await new Promise((r) => setTimeout(r, 100));
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  expect(output).toMatch(/Warning: SITE_URL is not set and the portal listens on 0\.0\.0\.0/);
  expect(output).toContain("no request may choose where e-mailed sign-in links point");
}, 60_000);

test("a production start without SITE_URL warns once where e-mailed links will point, and still serves", async () => {
  const dataDir = migratedDataDir("portal_origin");
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(process.cwd(), "scripts/start.mjs"), "-p", String(port), "-H", "127.0.0.1"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SITE_URL: "",
        SEED_DEMO: "false",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const config = async () =>
    (await fetch(`http://127.0.0.1:${port}/api/config`).then(
      (r) => r.status,
      () => 0,
    )) === 200;
  const deadline = Date.now() + 45_000;
  let serving = false;
  while (!serving && Date.now() < deadline && child.exitCode === null) {
    serving = await config();
    if (!serving) await new Promise((r) => setTimeout(r, 200));
  }
  // A second request, so a warning per request would show twice.
  const again = await config();
  await stopServer(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
  expect([serving, again]).toEqual([true, true]);
  const warnings = output.match(/Warning: SITE_URL is not set \(nor is Vercel's URL\)/g) ?? [];
  expect(warnings).toHaveLength(1);
  expect(output).toContain("Links in e-mails");
  expect(output).toContain("Set SITE_URL to the public origin, e.g. SITE_URL=https://portal.example.com");
}, 60_000);

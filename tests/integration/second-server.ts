import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/free-port.mjs";
import { migratedDataDir } from "./own-database";
import { stopServer } from "./stop-server.mjs";

export interface RunningServer {
  url: string;
  /** Its data directory (DATA_DIR). */
  dataDir: string;
  stop: () => Promise<void>;
  /** Kills the process at once (SIGKILL), as a crash would; `stop` still removes the directory. */
  kill: () => Promise<void>;
}

/**
 * Starts another `next start` of the same build (the global setup built it) with extra env, on its
 * own data directory: a fresh one (its PGlite migrated: own-database.ts), or `dataDir` as a test
 * prepared it; with DATA_DIR in `env` the directory holds only its log. Ready when a static file
 * answers, so no /api call is needed to start it. Stopping it removes the directory.
 */
export async function startSecondServer(
  env: Record<string, string>,
  dataDir = env.DATA_DIR === undefined
    ? migratedDataDir("portal_second")
    : fs.mkdtempSync(path.join(os.tmpdir(), "portal-log-")),
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  const child = spawn(
    process.execPath,
    [path.join(process.cwd(), "scripts/start.mjs"), "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: process.cwd(),
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        SEED_DEMO: "false",
        ...env,
      },
      stdio: ["ignore", log, log],
    },
  );
  const stop = async () => {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const log = fs.readFileSync(path.join(dataDir, "server.log"), "utf8");
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`The second server exited early: ${log}`);
    }
    const ready = await fetch(`${url}/samples/band-program-flyer.svg`, { method: "HEAD" }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, dataDir, stop, kill };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error("The second server did not start within 60 s");
}

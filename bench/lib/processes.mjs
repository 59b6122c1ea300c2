// Child-process and HTTP helpers shared by the benches.
import { spawn } from "node:child_process";
import fs from "node:fs";

export { freePort } from "../../scripts/free-port.mjs";

/** Starts a process whose output goes to logFile; `stop()` sends SIGTERM and waits for the exit. */
export function startProcess(command, args, { env, logFile, cwd } = {}) {
  const log = fs.openSync(logFile, "a");
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", log] });
  const output = [];
  child.stdout.on("data", (chunk) => {
    output.push(chunk);
    fs.appendFileSync(logFile, chunk);
  });
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  return {
    child,
    output: () => Buffer.concat(output).toString("utf8"),
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

export async function waitFor(check, what, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not ready yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

/** Waits until a server answers on the path (any status below 500). */
export function waitForHttp(url, proc, logFile) {
  return waitFor(async () => {
    if (proc.child.exitCode !== null) throw new Error(`The server exited early; see ${logFile}`);
    const response = await fetch(url, { redirect: "manual" });
    return response.status < 500;
  }, url).catch((error) => {
    if (proc.child.exitCode !== null) throw new Error(`The server exited early; see ${logFile}`);
    throw error;
  });
}

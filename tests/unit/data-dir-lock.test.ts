import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { lockDataDir } from "@/lib/server/platform/db/data-dir-lock";

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-lock-"));
  made.push(dir);
  return dir;
}

/** Tries to take the lock from a second process, as a second server or a script would. */
function lockFromAnotherProcess(dir: string) {
  const script = `
    require("tsx/cjs");
    const { lockDataDir } = require(${JSON.stringify(path.resolve("lib/server/platform/db/data-dir-lock.ts"))});
    lockDataDir(${JSON.stringify(dir)});
    console.log("locked");`;
  // The react-server condition, as the server itself runs: server-only modules load there.
  return spawnSync(process.execPath, ["--conditions=react-server", "-e", script], { encoding: "utf8" });
}

test("a second process cannot open a data directory this process holds", () => {
  const dir = tempDir();
  lockDataDir(dir);
  const other = lockFromAnotherProcess(dir);
  expect(other.status).not.toBe(0);
  expect(other.stderr).toContain(`The data directory ${dir} is in use by another process (pid ${process.pid})`);
  expect(other.stdout).not.toContain("locked");
});

test("taking the lock again in the same process is allowed", () => {
  const dir = tempDir();
  lockDataDir(dir);
  expect(() => lockDataDir(dir)).not.toThrow();
});

test("a lock left by a process that died is taken over", () => {
  const dir = tempDir();
  const dead = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], { encoding: "utf8" });
  fs.writeFileSync(path.join(dir, "portal.lock"), dead.stdout.trim());
  const other = lockFromAnotherProcess(dir);
  expect(other.stdout).toContain("locked");
  expect(other.status).toBe(0);
});

import "server-only";
import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${pid}). ` +
        `PGlite cannot be shared between processes: stop that process first ` +
        `(for example the running portal server), or point DATA_DIR somewhere else.`,
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the exclusive lock on DATA_DIR for this process (re-entrant within it).
 * A lock left behind by a process that died is taken over; one held by a live process throws.
 * The lock is released when the process exits.
 */
export function lockDataDir(dataDir: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, "portal.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      process.once("exit", () => {
        if (readHolder(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readHolder(lockPath);
    if (holder === process.pid) return;
    if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(path.resolve(dataDir), holder);
    fs.rmSync(lockPath, { force: true });
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

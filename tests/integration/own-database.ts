import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DatabaseTarget } from "@/lib/server/platform/db/client";
import { createServerDatabase, dropServerDatabase } from "../helpers/server-database.mjs";

/** A new data directory holding a copy of the run's migrated PGlite database (global-setup.mjs). */
export function migratedDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.cpSync(process.env.PORTAL_PGLITE_TEMPLATE ?? "", dataDir, { recursive: true });
  return dataDir;
}

/** A test file's own database, for it to write its data in and then start a server of its own on. */
export interface OwnDatabase {
  dataDir: string;
  /** How the file opens it itself (openDatabase). */
  target: DatabaseTarget;
  /** Its server's DATA_DIR and DATABASE_URL. */
  env: { DATA_DIR: string; DATABASE_URL: string };
  remove: () => Promise<void>;
}

/**
 * A migrated database of the run's kind, copied from its template: on the PostgreSQL run a new
 * database on the server (the data directory then holds only files), else the directory's PGlite.
 * `prefix` names both (letters, digits and underscores).
 */
export async function ownDatabase(prefix: string): Promise<OwnDatabase> {
  if (process.env.PORTAL_TARGET !== "postgres") {
    const dataDir = migratedDataDir(prefix);
    return {
      dataDir,
      target: { kind: "pglite", dataDir },
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      remove: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const { name, url } = await createServerDatabase(serverUrl, prefix, process.env.PORTAL_POSTGRES_TEMPLATE);
  return {
    dataDir,
    target: { kind: "postgres", url, poolMax: 2 },
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    remove: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await dropServerDatabase(serverUrl, name);
    },
  };
}

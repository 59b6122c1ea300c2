import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { Client } from "pg";
import { openDatabase, type Database } from "@/lib/server/platform/db/client";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again by close()).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: "memory", from: pgliteTemplate() });
  const name = `portal_test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  // A copy of the migrated template of the global setup (database-template.mjs): no migrations to run.
  await admin.query(`create database ${name} template ${process.env.POSTGRES_TEMPLATE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolMax: 5 });
  return {
    db: database.db,
    close: async () => {
      await database.close();
      const dropper = new Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The migrated database dumped by the `unit-db` project's global setup, when it ran. */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.PGLITE_TEMPLATE;
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

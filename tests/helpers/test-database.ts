import fs from "node:fs";
import { openDatabase, type Database } from "@/lib/server/platform/db/client";
import { createServerDatabase, dropServerDatabase } from "./server-database.mjs";

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again by close()).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: "memory", from: pgliteTemplate() });
  // A copy of the migrated template of the global setup (database-template.mjs): no migrations to run.
  const { name, url } = await createServerDatabase(serverUrl, "portal_test", process.env.POSTGRES_TEMPLATE);
  const database = await openDatabase({ kind: "postgres", url, poolMax: 5 });
  return {
    db: database.db,
    close: async () => {
      await database.close();
      await dropServerDatabase(serverUrl, name);
    },
  };
}

/** The migrated database dumped by the `unit-db` project's global setup, when it ran. */
function pgliteTemplate(): Blob | undefined {
  const file = process.env.PGLITE_TEMPLATE;
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

// Migrated databases made once per test run, for tests and test servers to start from copies of
// instead of running the migrations each time (bench/README.md, the test loop, has the figures).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { createServerDatabase, dropServerDatabase } from "./server-database.mjs";

const migrationsFolder = path.resolve("lib/server/platform/db/migrations");

// Every test file or server copies a template, so it is kept small: a 1 MB WAL segment instead of
// 16 MB, and without `template0` and `template1` (the tests and servers use only `postgres`), which
// were half of the rest: a data directory of 41 MB became 16 MB.
const SMALL_INITDB = ["--wal-segsize=1"];

async function migrateWithoutTemplates(client) {
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  for (const template of ["template0", "template1"]) {
    await client.exec(`alter database ${template} is_template false`);
    await client.exec(`drop database ${template}`);
  }
}

/** The dump of a migrated in-memory PGlite, for in-memory copies: the path of its tar file. */
export async function pgliteDumpTemplate() {
  const client = new PGlite({ initDbStartParams: SMALL_INITDB });
  await migrateWithoutTemplates(client);
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "portal-pglite-")), "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** A data directory (DATA_DIR) whose PGlite database is migrated, made as a server makes its own:
 * its path. A copy of it is a server's fresh directory. */
export async function pgliteDataDirTemplate() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-datadir-"));
  const client = new PGlite(path.join(dataDir, "pgdata"), { initDbStartParams: SMALL_INITDB });
  await migrateWithoutTemplates(client);
  await client.close();
  return dataDir;
}

/** A migrated database on the server of `serverUrl`: its name. Nothing stays connected to it, as
 * `create database ... template` requires. */
export async function postgresTemplate(serverUrl) {
  const { name, url } = await createServerDatabase(serverUrl, "portal_template");
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
  } catch (error) {
    // A global teardown does not run when its setup fails.
    await client.end();
    await dropServerDatabase(serverUrl, name);
    throw error;
  }
  await client.end();
  return name;
}

// Jest global setup of the `unit-db` project: one migrated database is made before the tests, and
// each test file starts from a copy of it instead of running the migrations again (bench/README.md,
// the test loop, has the figures). On PGlite the copy is a dump each file loads; on the PostgreSQL
// server of TEST_DATABASE_URL it is a template database each file's `create database` names.
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

export default async function databaseTemplate() {
  // Read by createTestDatabase in the test workers, which are started after this setup.
  if (process.env.TEST_DATABASE_URL) process.env.POSTGRES_TEMPLATE = await postgresTemplate();
  else process.env.PGLITE_TEMPLATE = await pgliteTemplate();
}

/** The dump of a migrated PGlite: the path of its tar file. */
async function pgliteTemplate() {
  // Every test file untars the dump, so it is kept small: a 1 MB WAL segment instead of 16 MB.
  const client = new PGlite({ initDbStartParams: ["--wal-segsize=1"] });
  await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  // The tests use the `postgres` database only; the two templates were half of the dump's bytes.
  for (const template of ["template0", "template1"]) {
    await client.exec(`alter database ${template} is_template false`);
    await client.exec(`drop database ${template}`);
  }
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "portal-pglite-")), "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** A migrated database on the server: its name. Nothing stays connected to it, as `create database
 * ... template` requires. */
async function postgresTemplate() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { name, url } = await createServerDatabase(serverUrl, "portal_template");
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
  } catch (error) {
    // The global teardown does not run when the setup fails.
    await client.end();
    await dropServerDatabase(serverUrl, name);
    throw error;
  }
  await client.end();
  return name;
}

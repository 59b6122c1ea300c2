// Jest global setup of the `unit-db` project: on PGlite, one migrated database is made and dumped
// before the tests, and each test file loads that dump instead of running initdb and the
// migrations again (bench/README.md has the figures).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";

export default async function pgliteTemplate() {
  if (process.env.TEST_DATABASE_URL) return;
  // Every test file untars the dump, so it is kept small: a 1 MB WAL segment instead of 16 MB.
  const client = new PGlite({ initDbStartParams: ["--wal-segsize=1"] });
  await migrate(drizzle({ client }), { migrationsFolder: path.resolve("lib/server/platform/db/migrations") });
  // The tests use the `postgres` database only; the two templates were half of the dump's bytes.
  for (const template of ["template0", "template1"]) {
    await client.exec(`alter database ${template} is_template false`);
    await client.exec(`drop database ${template}`);
  }
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "portal-pglite-")), "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // Read by createTestDatabase in the test workers, which are started after this setup.
  process.env.PGLITE_TEMPLATE = file;
}

// Jest global setup of the `unit-db` project: one migrated database is made before the tests, and
// each test file starts from a copy of it instead of running the migrations again. On PGlite the
// copy is a dump each file loads; on the PostgreSQL server of TEST_DATABASE_URL it is a template
// database each file's `create database` names.
import { pgliteDumpTemplate, postgresTemplate } from "./migrated-templates.mjs";

export default async function databaseTemplate() {
  // Read by createTestDatabase in the test workers, which are started after this setup.
  if (process.env.TEST_DATABASE_URL)
    process.env.POSTGRES_TEMPLATE = await postgresTemplate(process.env.TEST_DATABASE_URL);
  else process.env.PGLITE_TEMPLATE = await pgliteDumpTemplate();
}

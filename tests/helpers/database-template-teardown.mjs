// Jest global teardown of the `unit-db` project: removes the template made by database-template.mjs.
import fs from "node:fs";
import path from "node:path";
import { dropServerDatabase } from "./server-database.mjs";

export default async function removeDatabaseTemplate() {
  const file = process.env.PGLITE_TEMPLATE;
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const name = process.env.POSTGRES_TEMPLATE;
  if (!name) return;
  await dropServerDatabase(process.env.TEST_DATABASE_URL, name);
}

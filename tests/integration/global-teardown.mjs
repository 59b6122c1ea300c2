import fs from "node:fs";
import { dropServerDatabase } from "../helpers/server-database.mjs";
import { stopServer } from "./stop-server.mjs";

export default async function globalTeardown() {
  const portal = globalThis.__portal;
  if (!portal) return;
  await stopServer(portal.child);
  if (portal.database) await dropServerDatabase(process.env.TEST_DATABASE_URL, portal.database.name);
  if (portal.postgresTemplateName) await dropServerDatabase(process.env.TEST_DATABASE_URL, portal.postgresTemplateName);
  fs.rmSync(portal.pgliteTemplate, { recursive: true, force: true });
  if (process.env.KEEP_TEST_DATA !== "true") fs.rmSync(portal.dataDir, { recursive: true, force: true });
}

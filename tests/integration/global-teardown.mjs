import fs from "node:fs";
import { dropServerDatabase } from "./server-database.mjs";

export default async function globalTeardown() {
  const portal = globalThis.__portal;
  if (!portal) return;
  const exited = new Promise((resolve) => portal.child.once("exit", resolve));
  portal.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (portal.database) {
    await dropServerDatabase(process.env.TEST_DATABASE_URL, portal.database.name);
  }
  if (process.env.KEEP_TEST_DATA !== "true") fs.rmSync(portal.dataDir, { recursive: true, force: true });
}

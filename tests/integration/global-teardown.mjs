import fs from "node:fs";
import pg from "pg";

export default async function globalTeardown() {
  const portal = globalThis.__portal;
  if (!portal) return;
  const exited = new Promise((resolve) => portal.child.once("exit", resolve));
  portal.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (portal.database) {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`drop database if exists ${portal.database.name} with (force)`);
    await client.end();
  }
  if (process.env.KEEP_TEST_DATA !== "true") fs.rmSync(portal.dataDir, { recursive: true, force: true });
}

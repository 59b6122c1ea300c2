// The baseline: a bare Node `http` server doing the naive redirect on every request (select the
// link, count +1, insert the click event, 302), on the same kind of database as the app: its own
// PGlite data dir (DATA_DIR) or the PostgreSQL of DATABASE_URL. Prints `{"port":..,"slug":..}`
// once ready. Started by run.mjs; not part of the app.
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";

const { DATA_DIR, DATABASE_URL, OWNER_ID } = process.env;
const migrationsFolder = path.resolve("lib/server/platform/db/migrations");

/** `query(text, params)` over either database, with the schema migrated. */
async function openQuery() {
  if (DATABASE_URL) {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: DATABASE_URL, max: Number(process.env.DB_POOL_MAX ?? 10) });
    return (text, params) => pool.query(text, params);
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = new PGlite(path.join(DATA_DIR, "pgdata"));
  await migrate(drizzle({ client }), { migrationsFolder });
  return (text, params) => client.query(text, params);
}

const query = await openQuery();
let owner = OWNER_ID;
if (!owner) {
  owner = randomUUID();
  await query("insert into profiles (id, email, promo_code) values ($1, $2, $3)", [
    owner,
    `${owner}@example.com`,
    `B${owner.slice(0, 8)}`,
  ]);
}
const slug = randomBytes(6).toString("base64url");
await query("insert into tracked_links (name, slug, original_url, created_by) values ($1, $2, $3, $4)", [
  "bare baseline",
  slug,
  "https://example.com/landing",
  owner,
]);

const server = http.createServer(async (req, res) => {
  try {
    const match = /^\/go\/([A-Za-z0-9_-]{1,64})$/.exec(req.url ?? "");
    const found = match
      ? await query("select id, original_url from tracked_links where slug = $1 and is_active and deleted_at is null", [
          match[1],
        ])
      : { rows: [] };
    const link = found.rows[0];
    if (!link) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Link not found");
      return;
    }
    await query("update tracked_links set click_count = click_count + 1 where id = $1", [link.id]);
    await query(
      "insert into click_events (link_id, referrer, user_agent_class, hit_class) values ($1, $2, $3, 'human')",
      [link.id, req.headers.referer ?? null, "other"],
    );
    res.writeHead(302, { Location: link.original_url, "Cache-Control": "no-store" }).end();
  } catch (error) {
    console.error(error);
    res.writeHead(500).end();
  }
});
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  console.log(JSON.stringify({ port: server.address().port, slug }));
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));

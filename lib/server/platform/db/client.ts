import "server-only";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { serverEnv } from "@/lib/server/platform/env";
import { oncePerProcess } from "@/lib/server/platform/once-per-process";
import type { PoolTimeouts } from "./outage-safe-pool";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The database handle every service takes: PGlite and node-postgres share this interface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | { kind: "postgres"; url: string; poolMax: number; timeouts?: PoolTimeouts }
  | { kind: "pglite"; dataDir: string }
  /** In memory; `from` is a data directory dumped by PGlite's dumpDataDir (the tests' migrated template). */
  | { kind: "memory"; from?: Blob };

/** The pool's time limits when none are given (scripts); the server sets DB_CONNECT/QUERY_TIMEOUT_MS. */
export const DEFAULT_POOL_TIMEOUTS: PoolTimeouts = { connectMs: 5_000, queryMs: 15_000 };

export interface Database {
  db: Db;
  close: () => Promise<void>;
}

export const migrationsFolder = path.join(process.cwd(), "lib/server/platform/db/migrations");

// A constant key so that concurrent instances starting at once apply migrations one at a time.
const MIGRATION_LOCK_KEY = 727_001;

async function openPostgres(url: string, poolMax: number, timeouts: PoolTimeouts): Promise<Database> {
  const { Client } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const { outageSafePool } = await import("./outage-safe-pool");

  // Only the connection is time-limited here: the lock may wait for another instance's migrations.
  const lockClient = new Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
  await lockClient.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client: lockClient, schema }), { migrationsFolder });
  } finally {
    await lockClient.end();
  }
  const pool = outageSafePool(url, poolMax, timeouts);
  return { db: drizzle({ client: pool, schema }) as unknown as Db, close: () => pool.end() };
}

/** An in-memory database holds a test's few rows: 128 MB of shared buffers (the default) made each
 * start-up of one, once per `unit-db` test file, about 100 ms slower (bench/README.md, the test loop). */
const IN_MEMORY_SETTINGS = ["-c", "shared_buffers=16MB"];

async function openPglite(dataDir: string | undefined, from?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (dataDir !== undefined) {
    const { lockDataDir } = await import("./data-dir-lock");
    lockDataDir(dataDir);
  }
  const client =
    dataDir === undefined
      ? new PGlite({ loadDataDir: from, startParams: [...PGlite.defaultStartParams, ...IN_MEMORY_SETTINGS] })
      : new PGlite(path.join(dataDir, "pgdata"));
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, close: () => client.close() };
}

/** Opens the database and brings its schema up to date. */
export function openDatabase(target: DatabaseTarget): Promise<Database> {
  switch (target.kind) {
    case "postgres":
      return openPostgres(target.url, target.poolMax, target.timeouts ?? DEFAULT_POOL_TIMEOUTS);
    case "pglite":
      return openPglite(target.dataDir);
    case "memory":
      return openPglite(undefined, target.from);
  }
}

/** This process's database, opened (and migrated) on first use: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR. */
export function processDatabase(): Promise<Db> {
  return oncePerProcess("database", openProcessDatabase);
}

async function openProcessDatabase(): Promise<Db> {
  const env = serverEnv();
  const { db } = await openDatabase(
    env.DATABASE_URL
      ? {
          kind: "postgres",
          url: env.DATABASE_URL,
          poolMax: env.DB_POOL_MAX,
          timeouts: { connectMs: env.DB_CONNECT_TIMEOUT_MS, queryMs: env.DB_QUERY_TIMEOUT_MS },
        }
      : { kind: "pglite", dataDir: env.DATA_DIR },
  );
  return db;
}

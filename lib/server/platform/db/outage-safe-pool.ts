import "server-only";
import { Pool, type PoolClient, type PoolConfig } from "pg";
import { isServiceUnreachable } from "@/lib/server/platform/outage/unreachable";

/** The time limits of the pool, in milliseconds (docs/security.md "Outages"). */
export interface PoolTimeouts {
  /** A new connection, or a free one from a full pool, must come within this. */
  connectMs: number;
  /** A query must be answered within this; the connection is then dropped. */
  queryMs: number;
}

const GUARDED = Symbol("outage-safe-query");

type Release = (error?: Error | boolean) => void;
type GuardedClient = PoolClient & { [GUARDED]?: true };

/**
 * Makes a checked-out client leave the pool as soon as a query on it meets an outage (unreachable.ts),
 * and makes its release idempotent. drizzle's transactions release a client only after their `begin`
 * succeeded: without this, a `begin` that timed out or met a dead connection kept its slot for good,
 * and after `max` of them the pool never served again, even with the database back.
 */
function guard(client: GuardedClient): PoolClient {
  const release: Release = client.release;
  let released = false;
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    release(error);
  };
  if (!client[GUARDED]) {
    client[GUARDED] = true;
    const query = client.query;
    // Only the promise form is guarded: the pool's own `pool.query` uses callbacks and releases itself.
    client.query = function guardedQuery(this: PoolClient, ...args: unknown[]) {
      const result = (query as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (isServiceUnreachable(error)) this.release(error instanceof Error ? error : true);
        });
      }
      return result;
    } as PoolClient["query"];
  }
  return client;
}

class OutageSafePool extends Pool {
  // The callback form is the pool's own (pool.query); drizzle checks clients out with the promise form.
  override connect(): Promise<PoolClient>;
  override connect(callback: (error: Error | undefined, client: PoolClient | undefined, done: Release) => void): void;
  override connect(
    callback?: (error: Error | undefined, client: PoolClient | undefined, done: Release) => void,
  ): Promise<PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(guard);
  }
}

/**
 * The node-postgres pool of the app: bounded waits for a connection and for each answer (client-side,
 * so they hold behind any pooler), TCP keep-alive to notice a vanished server, and clients that leave
 * the pool when their connection fails, so it recovers by itself once the database is back.
 */
export function outageSafePool(url: string, max: number, timeouts: PoolTimeouts): Pool {
  const config: PoolConfig = {
    connectionString: url,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
    keepAlive: true,
  };
  const pool = new OutageSafePool(config);
  // An idle connection the server ends (a restart, a pooler recycling it) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on("error", (error) => console.error("A pooled database connection was closed:", error.message));
  return pool;
}

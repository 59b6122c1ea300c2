import "server-only";
import path from "node:path";
import { openDatabase, type Db } from "./db/client";
import { serverEnv, type ServerEnv } from "./env";
import { loadAuthKeys, type AuthKeys } from "./auth/keys";
import { firstOpenAlerts } from "./alerts/first-open-alerts";
import { createHits, type Hits } from "./hits/hits-runtime";
import { outboxMailer, smtpMailer, type Mailer } from "./mail/mailer";
import { seedBrands } from "./seed/brands";
import { seedDemo } from "./seed/demo";
import { cachedLiveLinks, type FindLiveLink } from "./tracked-links/live-link";

export interface Runtime {
  env: ServerEnv;
  db: Db;
  /** Present when the built-in auth service is in use (SUPABASE_URL unset). */
  authKeys: AuthKeys | undefined;
  mailer: Mailer;
  /** The buffered writer of classified hits (flushed on shutdown) and the visitor keys. */
  hits: Hits;
  /** The cached slug look-up of /go. */
  findLink: FindLiveLink;
}

function createMailer(env: ServerEnv): Mailer {
  return env.SMTP_URL
    ? smtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : outboxMailer(path.join(env.DATA_DIR, "outbox"), env.MAIL_FROM);
}

/**
 * Opens the database, applies migrations and seeds; everything a request needs. The server starts
 * it at boot (instrumentation.ts); scripts start their own.
 */
export async function startRuntime(env: ServerEnv): Promise<Runtime> {
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
  const authKeys = env.SUPABASE_URL ? undefined : await loadAuthKeys(db, env.AUTH_JWT_PRIVATE_KEY);
  const mailer = createMailer(env);
  const hits = createHits(db, env.PUBLIC_HITS_PER_MINUTE, firstOpenAlerts(mailer));
  const runtime: Runtime = { env, db, authKeys, mailer, hits, findLink: cachedLiveLinks(db) };
  await seedBrands(db);
  if (env.SEED_DEMO) await seedDemo(runtime);
  return runtime;
}

const holder = globalThis as typeof globalThis & { __portalRuntime?: Promise<Runtime> };

/** The process-wide runtime, started on first use. A failed start is retried by the next request. */
export function getRuntime(): Promise<Runtime> {
  holder.__portalRuntime ??= startRuntime(serverEnv()).catch((error: unknown) => {
    holder.__portalRuntime = undefined;
    throw error;
  });
  return holder.__portalRuntime;
}

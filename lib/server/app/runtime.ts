import "server-only";
import path from "node:path";
import { openDatabase, type Db } from "@/lib/server/platform/db/client";
import { serverEnv, type ServerEnv } from "@/lib/server/platform/env";
import { loadAuthKeys, type AuthKeys } from "@/lib/server/auth/keys";
import { firstOpenAlerts } from "@/lib/server/alerts/first-open-alerts";
import { unsubscribeKey } from "@/lib/server/alerts/unsubscribe-token";
import type { Hits } from "@/lib/server/engagement/hit-services";
import { createHits } from "./hit-writer";
import { outboxMailer, smtpMailer, type Mailer } from "@/lib/server/platform/mail/mailer";
import { backgroundOrigin } from "@/lib/server/platform/request/public-origin";
import { seedBrands } from "@/lib/server/seed/brand-seed";
import { seedDemo } from "@/lib/server/seed/demo";
import { cachedLiveLinks, type FindLiveLink } from "@/lib/server/links/live-link";

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
  /** Signs and checks the one-step unsubscribe links of alert e-mails. */
  unsubscribeKey: Buffer;
}

/** A secret only this server holds: the built-in auth service's key, or the hosted project's service key. */
function serverSecret(env: ServerEnv, authKeys: AuthKeys | undefined): string | Buffer {
  const secret = authKeys?.refreshTokenKey ?? env.SUPABASE_SERVICE_ROLE_KEY;
  if (!secret) throw new Error("No server secret: set SUPABASE_SERVICE_ROLE_KEY with SUPABASE_URL");
  return secret;
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
  const alertKey = unsubscribeKey(serverSecret(env, authKeys));
  const alerts = firstOpenAlerts(mailer, {
    origin: backgroundOrigin(env),
    unsubscribeKey: alertKey,
    timeZone: env.ALERT_TIME_ZONE,
  });
  const hits = createHits(db, env.PUBLIC_HITS_PER_MINUTE, alerts);
  const runtime: Runtime = { env, db, authKeys, mailer, hits, findLink: cachedLiveLinks(db), unsubscribeKey: alertKey };
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

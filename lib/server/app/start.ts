import "server-only";
import { firstOpenAlerts } from "@/lib/server/alerts/first-open-alerts";
import { alertUnsubscribeKey } from "@/lib/server/alerts/unsubscribe-token";
import { authSetup } from "@/lib/server/auth/keys";
import { processDatabase, type Db } from "@/lib/server/platform/db/client";
import { serverEnv } from "@/lib/server/platform/env";
import { serverMailer } from "@/lib/server/platform/mail/mailer";
import { oncePerProcess } from "@/lib/server/platform/once-per-process";
import { uploadStore } from "@/lib/server/platform/storage/upload-store";
import { backgroundOrigin } from "@/lib/server/platform/request/public-origin";
import { seedBrands } from "@/lib/server/seed/brand-seed";
import { seedDemo } from "@/lib/server/seed/demo";
import { startContentRollups } from "./content-rollups";
import { startHitWriter } from "./hit-writer";
import { startWebhookSender } from "./webhook-sender";

/**
 * The database opened and migrated, the brands (and with SEED_DEMO the demo) seeded, the hit writer,
 * the webhook sender and the Content roll-up started.
 */
async function startApp(): Promise<Db> {
  const env = serverEnv();
  const db = await processDatabase();
  const auth = await authSetup(db);
  const alerts = firstOpenAlerts(serverMailer(), {
    origin: backgroundOrigin(env),
    unsubscribeKey: alertUnsubscribeKey(auth),
    timeZone: env.ALERT_TIME_ZONE,
  });
  startHitWriter(db, env.PUBLIC_HITS_PER_MINUTE, alerts);
  startWebhookSender(db, env);
  startContentRollups(db, env);
  await seedBrands(db);
  if (env.SEED_DEMO) await seedDemo(auth, uploadStore(env));
  return db;
}

/**
 * The database once the app has started on it. The server starts it at boot (instrumentation.ts);
 * the route wrappers and the request gate wait for the same start, and a failed one is retried by
 * the next request.
 */
export function appReady(): Promise<Db> {
  return oncePerProcess("app", startApp);
}

import "server-only";
import { EnvError, serverEnv, type ServerEnv } from "@/lib/server/platform/env";
import { configuredOrigin } from "@/lib/server/platform/request/public-origin";
import { upstreamConfig } from "@/lib/server/platform/upstream";
import { appReady } from "./start";
import { startPageRenders } from "./page-renders";

const NO_PUBLIC_ORIGIN =
  "Warning: SITE_URL is not set (nor is Vercel's URL). Links in e-mails (sign-in links, invitations, shares and " +
  "rooms) will point at this server's own address, the localhost address each request reached it under, which " +
  "works only on this machine. Set SITE_URL to the public origin, e.g. SITE_URL=https://portal.example.com " +
  "(see .env.local.example).";

/** A production server that does not know its public origin still starts, but says so once. */
function warnWithoutPublicOrigin(env: ServerEnv): void {
  if (env.NODE_ENV === "production" && !configuredOrigin(env)) console.warn(NO_PUBLIC_ORIGIN);
}

/**
 * The server's boot, once per process before it serves: a bad environment stops the server at once
 * with a message naming the variable, instead of answering every request with a 500 (a missing
 * public origin is only a warning); then the app starts (migrations, seeds, the hit writer and its
 * flush on shutdown) right away rather than on the first request, which finds it ready or waits
 * for the same start. A start that fails here is retried by the next request.
 * Then the page renderer starts (docs/pages.md#rendering). In upstream proxy mode every request is
 * the upstream's, so nothing of the app starts: no database is opened, no writer or renderer runs.
 */
export async function boot(): Promise<void> {
  try {
    warnWithoutPublicOrigin(serverEnv());
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(
      `${error.message}\nThe server did not start. Fix the variable above (see .env.local.example) and start again.`,
    );
    process.exit(1);
  }
  if (upstreamConfig()) return;
  const db = await appReady().catch((error: unknown) =>
    console.error("The portal could not start its database; requests will retry.", error),
  );
  if (db)
    await startPageRenders({ db, env: serverEnv() }).catch((error: unknown) =>
      console.error("The page renderer could not start; uploads start it again.", error),
    );
}

import "server-only";
import { EnvError, serverEnv } from "./env";
import { getRuntime } from "./runtime";
import { startPageRenders } from "@/lib/server/pages/render-start";

/**
 * The server's boot, once per process before it serves: a bad environment stops the server at once
 * with a message naming the variable, instead of answering every request with a 500; then the
 * runtime starts (migrations, demo seed, the click writer and its flush on shutdown) right away
 * rather than on the first request, which finds it ready or waits for the same start. A runtime
 * that fails to start here is retried by the next request. Then the page renderer starts
 * (docs/pages.md#rendering).
 */
export async function boot(): Promise<void> {
  try {
    serverEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(
      `${error.message}\nThe server did not start. Fix the variable above (see .env.local.example) and start again.`,
    );
    process.exit(1);
  }
  const runtime = await getRuntime().catch((error: unknown) =>
    console.error("The portal could not start its database; requests will retry.", error),
  );
  if (runtime)
    await startPageRenders(runtime).catch((error: unknown) =>
      console.error("The page renderer could not start; uploads start it again.", error),
    );
}

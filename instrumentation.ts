/**
 * The server's boot, run once when a server process starts (Next calls it before serving): a bad
 * environment stops the server at once with a message naming the variable, instead of answering
 * every request with a 500; then the runtime starts (migrations, demo seed, the click writer and its
 * flush on shutdown), so the first request does not pay for it. A runtime that fails to start here
 * is retried by the first request that needs it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { EnvError, serverEnv } = await import("@/lib/server/env");
  try {
    serverEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`${error.message}\nThe server did not start. Fix the variable above (see .env.local.example) and start again.`);
    process.exit(1);
  }
  const { getRuntime } = await import("@/lib/server/runtime");
  await getRuntime().catch((error: unknown) => console.error("The portal could not start its database; requests will retry.", error));
}

/**
 * Runs once when a server process starts (Next calls it before serving): a bad environment stops the
 * server at once with a message naming the variable, instead of answering every request with a 500.
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
}

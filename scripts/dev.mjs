// `npm run dev`: the portal with demo data on the embedded database, at http://localhost:3000.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const env = { ...process.env, PORT: port, SEED_DEMO: process.env.SEED_DEMO ?? "true", NEXT_TELEMETRY_DISABLED: "1" };

console.log(`
  Sales Rep Portal: http://localhost:${port}
  Demo logins (seeded into an empty database):
    admin@example.com / admin1234   (admin)
    rep@example.com   / rep12345    (rep)
  Magic-link e-mails are written to ${env.DATA_DIR ?? ".data"}/outbox and printed here.
`);

const next = spawn(process.execPath, ["node_modules/next/dist/bin/next", "dev", "-p", port], { env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => next.kill(signal));
next.on("exit", (code) => process.exit(code ?? 0));

// Open the database (and seed it) now rather than on the first page view.
const deadline = Date.now() + 120_000;
while (Date.now() < deadline && next.exitCode === null) {
  try {
    const response = await fetch(`http://localhost:${port}/api/config`);
    if (response.ok) break;
  } catch {
    // still starting
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

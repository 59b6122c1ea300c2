// /go under load, then a hard kill: how many of the redirects served never became a click. The
// production server is killed with SIGKILL (as by the OOM killer, a power loss or a killed
// container) after --seconds of load at --connections, then started again on the same data, and
// the link's count is compared with the 302s served. Needs a prior `next build`; PGlite in a scratch
// folder, or a fresh database on the PostgreSQL server of DATABASE_URL (made and dropped).
// Run `node bench/kill/run.mjs [--seconds 4] [--connections 16]` from the root. See bench/README.md.
import path from "node:path";
import { parseArgs } from "node:util";
import { api, freshPostgres, requireBuild, settledCount, startApp, workDir } from "../lib/app.mjs";
import { hammer, warmUp } from "../lib/load.mjs";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "4" }, connections: { type: "string", default: "16" } },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const DEMO_REP = { email: "rep@example.com", password: "rep12345" };

requireBuild("kill");
const work = workDir("kill");
const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL, "kill") : undefined;
const app = {
  work,
  dataDir: path.join(work, "data"),
  databaseUrl: postgres?.url,
  // One client sends every request here: the flood guard still runs on each, but never refuses.
  env: { PUBLIC_HITS_PER_MINUTE: "1000000000" },
};
console.log(
  `bench/kill: /go at ${connections} connections for ${seconds} s, then SIGKILL, on ` +
    `${postgres ? "PostgreSQL" : "PGlite"}; logs in ${work}`,
);

let server = await startApp(app);
try {
  const signIn = async (base) => (await api(base, "/api/auth/login", { json: DEMO_REP })).session.access_token;
  let token = await signIn(server.base);
  const link = await api(server.base, "/api/tracked-links", {
    token,
    json: { name: "bench-kill", originalUrl: "https://example.com/landing" },
  });
  const readCount = async (base) =>
    (await api(base, "/api/tracked-links", { token })).find((l) => l.id === link.id).clickCount;
  const url = `${server.base}/go/${link.slug}`;

  // Warm-up; its clicks are read once they are written.
  await warmUp(url, connections);
  const before = await settledCount(() => readCount(server.base));

  // The load runs on while the server is killed: a 302 received before the kill is a served click.
  const answeredAt = [];
  let killedAt = Number.POSITIVE_INFINITY;
  const load = hammer(
    url,
    connections,
    () => killedAt,
    (status) => {
      if (status === 302 && Date.now() < killedAt) answeredAt.push(Date.now());
    },
  );
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  killedAt = Date.now();
  server.proc.child.kill("SIGKILL");
  await server.proc.exited;
  await load;

  server = await startApp(app);
  token = await signIn(server.base);
  const counted = (await settledCount(() => readCount(server.base))) - before;
  const served = answeredAt.length;
  const lost = served - counted;
  // The lost clicks are the last ones served: the window is how long before the kill the first was.
  const window = lost > 0 ? killedAt - answeredAt[served - lost] : 0;
  console.log(
    `\n${served} redirects served in ${seconds} s (${(served / seconds).toFixed(0)}/s), ${counted} counted ` +
      `after the restart: ${lost} lost (${((100 * lost) / served).toFixed(1)}%), the last ${window} ms before the kill`,
  );
  if (lost < 0) {
    console.log("More clicks counted than redirects served.");
    process.exitCode = 1;
  }
} finally {
  await server.proc.stop();
  await postgres?.drop();
}

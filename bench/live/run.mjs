// GET /api/activity/stream: what an open live stream costs the server. Starts the production build
// (PGlite; DATABASE_URL=postgres://... for a fresh database on that server, dropped afterwards),
// makes 20 reps, and measures the server's memory (RSS) and CPU at idle with no stream, then with
// 100 open streams (5 a rep, the cap), then how long a person's click takes to reach its rep's
// streams. Run `node bench/live/run.mjs [--streams 100] [--idle 30]` from the root after `npm run build`.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { api, freshPostgres, requireBuild, signIn, startApp, workDir } from "../lib/app.mjs";

const { values } = parseArgs({
  options: { streams: { type: "string", default: "100" }, idle: { type: "string", default: "30" } },
});
const STREAMS = Number(values.streams);
const IDLE_SECONDS = Number(values.idle);
const PER_REP = 5;
const CLICKS = 20;
const PERSON = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 bench",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
  "sec-fetch-dest": "document",
};

requireBuild("live");
const work = workDir("live");
const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL, "live") : undefined;
const app = await startApp({ work, dataDir: path.join(work, "data"), databaseUrl: postgres?.url });
const pid = app.proc.child.pid;
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's resident memory in MB, from /proc. */
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;
/** The server's CPU time so far (user + system), in ms, from /proc (clock ticks of 10 ms). */
function cpuMs() {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU used over `seconds` of idle, as a percent of one core, and the RSS at its end. */
async function idle(seconds) {
  const cpu = cpuMs();
  await pause(seconds * 1000);
  return { cpuPercent: ((cpuMs() - cpu) / (seconds * 1000)) * 100, rss: rssMb() };
}

/** An open stream: its events' arrival times by name, read until `close()`. */
function openStream(token) {
  const abort = new AbortController();
  const events = [];
  const opened = fetch(`${app.base}/api/activity/stream`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: abort.signal,
  }).then(async (response) => {
    if (response.status !== 200) throw new Error(`stream: ${response.status} ${await response.text()}`);
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = "";
    (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true }));
        if (done) return;
        text += decoder.decode(value, { stream: true });
        let end;
        while ((end = text.indexOf("\n\n")) >= 0) {
          const name = /event: (\w+)/.exec(text.slice(0, end))?.[1];
          if (name) events.push({ name, at: performance.now() });
          text = text.slice(end + 2);
        }
      }
    })();
  });
  return { opened, events, close: () => abort.abort() };
}

try {
  const database = postgres ? "PostgreSQL" : "PGlite";
  console.log(`bench/live: ${STREAMS} streams, ${IDLE_SECONDS} s idle samples, ${database}; logs in ${work}`);
  const admin = await signIn(app.base, { email: "admin@example.com", password: "admin1234" });
  const reps = [];
  for (let i = 0; i < Math.ceil(STREAMS / PER_REP); i++) {
    const rep = { email: `live.bench.${i}.${Date.now()}@example.com`, password: `pw-live-${i}-bench` };
    await api(app.base, "/api/admin/users", {
      token: admin,
      json: { ...rep, firstName: "Live", lastName: `Bench${i}`, role: "rep" },
    });
    reps.push(await signIn(app.base, rep));
  }
  // Warm the route and the channel once, so the figures below are streams, not the first compile.
  const warm = openStream(reps[0]);
  await warm.opened;
  await pause(500);
  warm.close();
  await pause(2000);

  const before = await idle(IDLE_SECONDS);
  const streams = Array.from({ length: STREAMS }, (_, i) => openStream(reps[Math.floor(i / PER_REP)]));
  const opening = performance.now();
  await Promise.all(streams.map((stream) => stream.opened));
  while (streams.some((stream) => !stream.events.some((event) => event.name === "ready"))) await pause(20);
  const openMs = performance.now() - opening;
  await pause(2000);
  const open = await idle(IDLE_SECONDS);
  const pings = streams.reduce((sum, stream) => sum + stream.events.filter((e) => e.name === "ping").length, 0);

  // A person's clicks on the first rep's link, one at a time: the time until its 5 streams all have it.
  const link = await api(app.base, "/api/tracked-links", {
    token: reps[0],
    json: { name: "Live bench", originalUrl: "https://example.com/live" },
  });
  const mine = streams.slice(0, PER_REP);
  const latencies = [];
  for (let click = 0; click < CLICKS; click++) {
    const seen = mine.map((stream) => stream.events.filter((e) => e.name === "engagement").length);
    const sent = performance.now();
    await fetch(`${app.base}/go/${link.slug}`, { headers: PERSON, redirect: "manual" });
    while (mine.some((stream, i) => stream.events.filter((e) => e.name === "engagement").length <= seen[i]))
      await pause(2);
    latencies.push(
      Math.max(...mine.map((stream) => stream.events.filter((e) => e.name === "engagement").at(-1).at)) - sent,
    );
    await pause(300);
  }
  const others = streams
    .slice(PER_REP)
    .reduce((sum, s) => sum + s.events.filter((e) => e.name === "engagement").length, 0);

  for (const stream of streams) stream.close();
  await pause(3000);
  const after = await idle(10);
  const health = await api(app.base, "/api/activity/feed", { token: reps[0] });

  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))];
  console.log(`opening ${STREAMS} streams (all 'ready'):  ${openMs.toFixed(0)} ms`);
  console.log(`RSS, no stream:                       ${before.rss.toFixed(1)} MB`);
  console.log(`RSS, ${STREAMS} streams open:               ${open.rss.toFixed(1)} MB`);
  console.log(`  per stream:                         ${(((open.rss - before.rss) * 1024) / STREAMS).toFixed(1)} KB`);
  console.log(`RSS, after closing them:              ${after.rss.toFixed(1)} MB`);
  console.log(`CPU at idle, no stream:               ${before.cpuPercent.toFixed(2)} % of a core`);
  console.log(
    `CPU at idle, ${STREAMS} streams:              ${open.cpuPercent.toFixed(2)} % of a core (${pings} pings)`,
  );
  const spread = `p50 ${at(50).toFixed(0)} ms, p90 ${at(90).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`;
  console.log(`click to all 5 of its rep's streams:  ${spread} (${CLICKS} clicks)`);
  console.log(`events on the other reps' streams:    ${others}`);
  console.log(`feed lines of the first rep:          ${health.items.length}`);
} finally {
  await app.proc.stop();
  await postgres?.drop();
}

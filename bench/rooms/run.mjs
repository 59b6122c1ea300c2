// GET /r/{slug}: a room of 20 assets under 50 concurrent visitors, each visit classified and written
// in the next 100 ms batch. Needs a prior `next build`; run `node bench/rooms/run.mjs [--duration 10]
// [--connections 50] [--think 1000]` from the root (DATABASE_URL=postgres://... for a fresh database on that server,
// dropped afterwards). The room is written by prefill.ts (via tsx) before the server starts; the
// visit count is read back the same way after a graceful stop.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { freshPostgres, requireBuild, root, startApp, workDir } from "../lib/app.mjs";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    think: { type: "string", default: "1000" },
  },
});
const durationSeconds = Number(values.duration);
const connections = Number(values.connections);
const thinkMs = Number(values.think);

/** A person's top-level navigation (docs/engagement.md), so that every visit counts. */
const VISIT = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 bench",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
  "sec-fetch-dest": "document",
};

requireBuild("rooms");
const work = workDir("rooms");
const dataDir = path.join(work, "data");

function prefill(databaseUrl, extra = []) {
  const target = databaseUrl ? ["--database-url", databaseUrl] : ["--data-dir", dataDir];
  const args = ["--conditions=react-server", "--import", "tsx", path.join(root, "bench/rooms/prefill.ts")];
  const run = spawnSync(process.execPath, [...args, ...target, ...extra], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`prefill failed: ${run.stderr}`);
  return run.stdout.trim().split("\n").pop();
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `connections` visitors, each loading the page one visit after another until `until`; every
 * latency. With `think` ms, visitors are independent people: each starts at a random moment within
 * the first pause and pauses 0.5 to 1.5 times `think` after each visit (visitors in lockstep would
 * arrive all at once, a burst no room sees). Without, they visit back to back: the server's saturation.
 */
async function visitors(url, until, think = 0) {
  const latencies = [];
  const statuses = new Map();
  const visitor = async () => {
    if (think) await pause(Math.random() * think);
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(url, { headers: VISIT }).catch(() => undefined);
      await response?.text();
      latencies.push(performance.now() - started);
      const status = response ? response.status : "no answer";
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (think) await pause(think * (0.5 + Math.random()));
    }
  };
  await Promise.all(Array.from({ length: connections }, visitor));
  return { latencies: latencies.sort((a, b) => a - b), statuses };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL, "rooms") : undefined;
const database = postgres ? "PostgreSQL" : "PGlite";
console.log(`bench/rooms: ${durationSeconds} s, ${connections} visitors, ${database}; logs in ${work}`);
// Migrates the fresh database and writes the room before the server holds it.
const slug = prefill(postgres?.url);
const app = await startApp({
  work,
  dataDir,
  databaseUrl: postgres?.url,
  // Every visitor comes from one address: the flood guard is set out of reach.
  env: { PUBLIC_HITS_PER_MINUTE: "100000000", SEED_DEMO: "false" },
});
try {
  const url = `${app.base}/r/${slug}`;
  const first = await fetch(url, { headers: VISIT });
  const page = await first.text();
  console.log(`page: ${(page.length / 1024).toFixed(1)} KB, ${(page.match(/data-n="/g) ?? []).length} assets`);
  const warm = await visitors(url, Date.now() + 3_000);
  // The page alone (one visitor, one visit after another): its cost without queueing.
  const alone = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: VISIT });
    await response.text();
    if (response.status === 200) warm.statuses.set(200, (warm.statuses.get(200) ?? 0) + 1);
    alone.push(performance.now() - started);
  }
  console.log(
    `alone: median ${percentile(
      alone.sort((a, b) => a - b),
      50,
    ).toFixed(1)} ms`,
  );
  const report = (title, { latencies, statuses }) =>
    console.log(
      `${title}: answered ${latencies.length} (${[...statuses].map(([s, n]) => `${s}: ${n}`).join(", ")}), ` +
        `${(latencies.length / durationSeconds).toFixed(1)} req/s, p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms`,
    );
  // Visitors who look at the page between visits: the latency a visitor sees with 50 of them at once.
  const paced = await visitors(url, Date.now() + durationSeconds * 1000, thinkMs);
  report(`${connections} visitors, ${thinkMs} ms between visits`, paced);
  // The same visitors without a pause: the most the server answers; their latency is the queue.
  const saturated = await visitors(url, Date.now() + durationSeconds * 1000);
  report(`${connections} visitors, no pause`, saturated);
  // Every page served is a person's visit, the warm-up's too.
  const served =
    (first.status === 200 ? 1 : 0) +
    [warm, paced, saturated].reduce((sum, run) => sum + (run.statuses.get(200) ?? 0), 0);
  await app.proc.stop();
  const counts = JSON.parse(prefill(postgres?.url, ["--count", slug]));
  console.log(`visit_count ${counts.visitCount} and room_visits ${counts.visits} for ${served} pages served`);
  if (counts.visitCount !== served || counts.visits !== served) process.exitCode = 1;
} finally {
  await app.proc.stop();
  await postgres?.drop();
  if (process.env.KEEP_BENCH_DATA !== "true") fs.rmSync(work, { recursive: true, force: true });
}

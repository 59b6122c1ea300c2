// Outgoing webhooks (docs/webhooks.md): a local receiver, the production build with an endpoint on
// it for room.visited, then
//   1. throughput: people's room visits at --rate a minute for --minutes; every visit must become
//      exactly one delivery, and the outbox must be empty within a minute of the last visit (each
//      event waits 10 s to settle first, so the figures say how long after that too);
//   2. an outage: the receiver answers 503 while visits keep coming; the retries of the Standard
//      Webhooks schedule fail for real (the first attempt, the one 5 s later), then the clock is
//      moved on by making the planned retries due (5 min, 30 min: an hour down), the receiver comes
//      back, the next planned retry (2 h) is made due, and every event must have been answered 2xx
//      exactly once. On PGlite the server is stopped to move the clock (its data directory has one
//      owner) and restarted, so the outbox also survives restarts; on PostgreSQL it stays up.
// Run `node bench/webhooks/run.mjs [--rate 1000] [--minutes 1] [--outage-visits 300]` after
// `npm run build` (DATABASE_URL=postgres://... for a fresh database on that server, dropped afterwards).
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { api, freshPostgres, pgClient, requireBuild, signIn, startApp, workDir } from "../lib/app.mjs";

const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "1000" },
    minutes: { type: "string", default: "1" },
    "outage-visits": { type: "string", default: "300" },
  },
});
const RATE = Number(values.rate);
const MINUTES = Number(values.minutes);
const OUTAGE_VISITS = Number(values["outage-visits"]);
const ROOMS = 40;
const SETTLE_MS = 10_000;
const PERSON = {
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 bench",
  accept: "text/html,application/xhtml+xml,*/*;q=0.8",
  "accept-language": "en-US,en;q=0.9",
  "sec-fetch-dest": "document",
  "sec-fetch-mode": "navigate",
  "sec-fetch-site": "none",
  "sec-fetch-user": "?1",
};
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

/** The receiver: every request's webhook-id, status answered, arrival time and the visit's time. */
const receiver = { down: false, requests: [] };
const server = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const body = JSON.parse(Buffer.concat(chunks).toString());
    const status = receiver.down ? 503 : 200;
    receiver.requests.push({
      id: request.headers["webhook-id"],
      status,
      at: Date.now(),
      visitedAt: Date.parse(body.data.visitedAt),
    });
    response.writeHead(status).end();
  });
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const receiverUrl = `http://127.0.0.1:${server.address().port}/crm`;

requireBuild("webhooks");
const work = workDir("webhooks");
const postgres = process.env.DATABASE_URL ? await freshPostgres(process.env.DATABASE_URL, "webhooks") : undefined;
const dataDir = path.join(work, "data");
const appOptions = {
  work,
  dataDir,
  databaseUrl: postgres?.url,
  // Each visit comes from its own address, named in X-Forwarded-For (one trusted hop: the bench).
  env: { WEBHOOK_ALLOW_PRIVATE_URLS: "true", TRUSTED_PROXY_HOPS: "1", PUBLIC_HITS_PER_MINUTE: "1000000" },
};
let app = await startApp(appOptions);

let visits = 0;
let visitErrors = 0;
/** One person's visit from a new device (no cookie) and a new address. */
async function visit(slug) {
  const n = ++visits;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  try {
    const response = await fetch(`${app.base}/r/${slug}`, { headers: { ...PERSON, "x-forwarded-for": address } });
    await response.arrayBuffer();
    if (response.status !== 200) visitErrors++;
  } catch {
    visitErrors++;
  }
}

/** Visits at `perMinute` for `ms`, spread evenly, each on the next room; resolves when all are answered. */
async function visitAtRate(slugs, perMinute, ms) {
  const gap = 60_000 / perMinute;
  const start = performance.now();
  const pending = [];
  for (let i = 0; performance.now() - start < ms; i++) {
    const due = start + i * gap;
    const wait = due - performance.now();
    if (wait > 0) await pause(wait);
    if (performance.now() - start >= ms) break;
    pending.push(visit(slugs[i % slugs.length]));
  }
  await Promise.all(pending);
}

const delivered = () => new Set(receiver.requests.filter((r) => r.status === 200).map((r) => r.id));
async function until(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(100);
  }
}

/** Moves the clock on: every delivery planned more than a lease (60 s) ahead is made due now. */
async function advanceClock() {
  // The portal writes an attempt's outcome after the receiver has answered it: let the last ones land.
  await pause(3_000);
  const moved = `update webhook_deliveries set next_attempt_at = now()
    where delivered_at is null and next_attempt_at > now() + interval '61 seconds'`;
  if (postgres) {
    const client = await pgClient(postgres.url);
    const { rowCount } = await client.query(moved);
    await client.end();
    return rowCount;
  }
  await app.proc.stop();
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite(path.join(dataDir, "pgdata"));
  const { affectedRows } = await db.query(moved);
  await db.close();
  app = await startApp(appOptions);
  return affectedRows;
}

try {
  const database = postgres ? "PostgreSQL" : "PGlite";
  console.log(`bench/webhooks: ${RATE} visits/min for ${MINUTES} min, ${database}; logs in ${work}`);
  console.log(
    `load before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
  const admin = await signIn(app.base, { email: "admin@example.com", password: "admin1234" });
  const rep = await signIn(app.base, { email: "rep@example.com", password: "rep12345" });
  await api(app.base, "/api/admin/webhooks", {
    token: admin,
    json: { url: receiverUrl, description: "bench", events: ["room.visited"] },
  });
  const [brand] = await api(app.base, "/api/brands", { token: rep });
  const assets = await api(app.base, `/api/assets?brandId=${brand.id}`, { token: rep });
  const slugs = [];
  for (let i = 0; i < ROOMS; i++) {
    const room = await api(app.base, "/api/rooms", {
      token: rep,
      json: { recipientName: `Bench ${i}`, brandId: brand.id, assetIds: [assets[0].id] },
    });
    slugs.push(room.slug);
  }
  // Warm the room page once (its first render compiles), then forget that visit's delivery.
  await visit(slugs[0]);
  await until(() => delivered().size === 1, "the warm-up's delivery", 60_000);
  const warmed = visits;
  receiver.requests.length = 0;

  // 1. Throughput.
  const started = Date.now();
  await visitAtRate(slugs, RATE, MINUTES * 60_000);
  const lastVisit = Date.now();
  const made = visits - warmed - visitErrors;
  await until(() => delivered().size >= made, `${made} deliveries`, 5 * 60_000);
  await pause(3_000); // a duplicate would land in this time
  const ok = receiver.requests.filter((r) => r.status === 200);
  const lastDelivery = Math.max(...ok.map((r) => r.at));
  const lags = ok.map((r) => r.at - r.visitedAt - SETTLE_MS).sort((a, b) => a - b);
  const firstDelivery = Math.min(...ok.map((r) => r.at));
  const perMinute = (ok.length / (lastDelivery - firstDelivery)) * 60_000;
  console.log(
    `throughput: ${made} visits answered in ${((lastVisit - started) / 1000).toFixed(1)} s ` +
      `(${((made / (lastVisit - started)) * 60_000).toFixed(0)}/min, ${visitErrors} failed), ${ok.length} deliveries ` +
      `(${delivered().size} distinct ids) at ${perMinute.toFixed(0)}/min`,
  );
  console.log(
    `  outbox drained ${((lastDelivery - lastVisit) / 1000).toFixed(1)} s after the last visit ` +
      `(settling takes ${SETTLE_MS / 1000} s); delivery after settling p50 ${percentile(lags, 50)} ms, ` +
      `p99 ${percentile(lags, 99)} ms, max ${lags.at(-1)} ms`,
  );
  console.log(
    `  load after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
  const throughputOk = ok.length === made && delivered().size === made && lastDelivery - lastVisit <= 60_000;

  // 2. An hour down.
  receiver.requests.length = 0;
  receiver.down = true;
  const before = visits;
  const outageErrors = visitErrors;
  await visitAtRate(slugs, RATE, (OUTAGE_VISITS / RATE) * 60_000);
  const outageVisits = visits - before - (visitErrors - outageErrors);
  const attemptsOf = () => {
    const counts = new Map();
    for (const r of receiver.requests) counts.set(r.id, (counts.get(r.id) ?? 0) + 1);
    return counts;
  };
  const everyTried = (times) => () => {
    const counts = attemptsOf();
    return counts.size >= outageVisits && [...counts.values()].every((n) => n >= times);
  };
  // Attempt 1 once settled, attempt 2 five seconds later: both for real.
  await until(everyTried(2), "two failed attempts of each event", 3 * 60_000);
  for (const [times, after] of [
    [3, "5 min"],
    [4, "30 min"],
  ]) {
    const moved = await advanceClock();
    await until(everyTried(times), `attempt ${times}`, 3 * 60_000);
    console.log(`outage: ${moved} retries made due (${after} on), all failed again`);
  }
  receiver.down = false;
  const moved = await advanceClock();
  const back = Date.now();
  await until(() => delivered().size >= outageVisits, "every event after the outage", 3 * 60_000);
  const recovered = Date.now() - back;
  await pause(5_000); // a duplicate would land in this time
  const twice = new Map();
  for (const r of receiver.requests.filter((r) => r.status === 200)) twice.set(r.id, (twice.get(r.id) ?? 0) + 1);
  const duplicates = [...twice.values()].filter((n) => n > 1).length;
  const failed = receiver.requests.filter((r) => r.status === 503).length;
  console.log(
    `outage: ${outageVisits} visits while down, ${failed} failed attempts (4 each), then ${moved} retries due ` +
      `(2 h on) with the receiver back: ${delivered().size} events delivered in ${(recovered / 1000).toFixed(1)} s ` +
      `(${((outageVisits / recovered) * 60_000).toFixed(0)}/min), ${duplicates} twice`,
  );
  console.log(
    `load at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(", ")}`,
  );
  const outageOk = delivered().size === outageVisits && duplicates === 0;
  if (!throughputOk || !outageOk) {
    console.error(`FAILED: throughput ${throughputOk ? "ok" : "not ok"}, outage ${outageOk ? "ok" : "not ok"}`);
    process.exitCode = 1;
  }
} finally {
  await app.proc.stop();
  await postgres?.drop();
  server.close();
}

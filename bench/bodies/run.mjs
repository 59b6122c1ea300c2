// Ten clients each stream 200 MB at once (chunked, no Content-Length) to the endpoints that read a
// body without signing in: the server's resident memory is sampled throughout, and each client's
// answer, the time it took and how much it had sent are printed. Needs a prior `next build`; run
// `node bench/bodies/run.mjs [--clients 10] [--megabytes 200]` from the repository root.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { requireBuild, startApp, workDir } from "../lib/app.mjs";

const { values } = parseArgs({
  options: { clients: { type: "string", default: "10" }, megabytes: { type: "string", default: "200" } },
});
const clients = Number(values.clients);
const bodyBytes = Number(values.megabytes) * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x20);
const TARGETS = [
  "/asset/bench-share/engagement",
  "/auth/v1/token?grant_type=password",
  "/api/auth/login",
  "/auth/v1/otp",
];

requireBuild("bodies");
const work = workDir("bodies");
console.log(`bench/bodies: ${clients} clients x ${values.megabytes} MB at once; logs in ${work}`);

/** The resident set of a process and its children, in MB, from /proc. */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function send(base, target, index) {
  return new Promise((resolve) => {
    const started = performance.now();
    let written = 0;
    let done = false;
    const finish = (status) => {
      if (done) return;
      done = true;
      resolve({ target, status, ms: performance.now() - started, sentMb: written / 1024 / 1024 });
      request.destroy();
    };
    const request = http.request(`${base}${target}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.9.0.${index + 1}` },
    });
    request.on("response", (response) => {
      response.resume();
      finish(response.statusCode);
    });
    request.on("error", () => finish("closed"));
    const pump = () => {
      while (!done && written < bodyBytes) {
        written += CHUNK.length;
        if (!request.write(CHUNK)) return void request.once("drain", pump);
      }
      if (!done) request.end();
    };
    pump();
  });
}

const { proc, base } = await startApp({ work, dataDir: path.join(work, "data") });
try {
  await fetch(`${base}/api/auth/login`, { method: "POST" }); // the routes compiled and warm
  const before = rssMb(proc.child.pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(proc.child.pid))), 20);
  const results = await Promise.all(
    Array.from({ length: clients }, (_, i) => send(base, TARGETS[i % TARGETS.length], i)),
  );
  clearInterval(sampler);
  peak = Math.max(peak, rssMb(proc.child.pid));
  console.log("\n| client | endpoint | answer | ms | MB sent before the answer |\n| --- | --- | --- | --- | --- |");
  results.forEach((r, i) =>
    console.log(`| ${i + 1} | \`${r.target}\` | ${r.status} | ${r.ms.toFixed(0)} | ${r.sentMb.toFixed(1)} |`),
  );
  console.log(
    `\nServer RSS: ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak ` +
      `(+${(peak - before).toFixed(0)} MB).`,
  );
} finally {
  await proc.stop();
}

// The page renderer's cost (docs/pages.md#rendering): time to render a 12-page brochure and a
// 300-page catalogue at 800 and 1600 px (WebP), the process's peak resident memory growth, and the
// main thread's event-loop delay while the worker renders (what a request waiting on the server's
// thread would feel). Run from the repository root:
//   node --import tsx bench/pages/run.mjs [--pages 12,300]
// The PDFs are made by tests/helpers/pdf-fixtures.ts (text, a filled box and a line per A4 page).
import { monitorEventLoopDelay } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
import path from "node:path";
import os from "node:os";
import { pdfWithPages } from "../../tests/helpers/pdf-fixtures.ts";

const arg = process.argv.indexOf("--pages");
const sizes = arg > 0 ? process.argv[arg + 1].split(",").map(Number) : [12, 300];
const workerFile = path.join(process.cwd(), "lib/server/pages/render-worker.mjs");

function render(pdf) {
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const worker = new Worker(workerFile, {
      execArgv: [], // as the server starts it (lib/server/pages/pdf-page-renderer.ts): no tsx
      workerData: { pdf, maxPages: 1000, widths: [800, 1600], quality: 80 },
    });
    worker.on("message", (message) => {
      if (message.type === "page") bytes += message.images.reduce((sum, image) => sum + image.bytes.byteLength, 0);
      else if (message.type === "done") resolve({ pages: message.pageCount, bytes });
      else if (message.type !== "count") reject(new Error(JSON.stringify(message)));
    });
    worker.on("error", reject);
  }).finally(() => undefined);
}

/** The main thread's event-loop delay p99 over `ms` with nothing else running. */
async function idleDelay(ms) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  await new Promise((resolve) => setTimeout(resolve, ms));
  histogram.disable();
  return histogram.percentile(99) / 1e6;
}

console.log(
  `Node ${process.version}, ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
const baseline = await idleDelay(2000);
console.log(`event-loop delay p99 idle: ${baseline.toFixed(1)} ms`);
console.log("pages | seconds | s/page | KB/page | RSS growth MB | loop p99 ms (idle)");
for (const pageCount of sizes) {
  const pdf = pdfWithPages(pageCount);
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = performance.now();
  const { pages, bytes } = await render(pdf);
  const seconds = (performance.now() - started) / 1000;
  histogram.disable();
  clearInterval(sampler);
  console.log(
    [
      pages,
      seconds.toFixed(1),
      (seconds / pages).toFixed(2),
      (bytes / pages / 1024).toFixed(0),
      ((peak - startRss) / 1024 / 1024).toFixed(0),
      `${(histogram.percentile(99) / 1e6).toFixed(1)} (${baseline.toFixed(1)})`,
    ].join(" | "),
  );
}
process.exit(0);

// /go/{slug}'s latency at a steady rate with no render running, then the same while the server renders
// a 300-page PDF the demo admin has just uploaded (docs/pages.md#rendering): the worker thread must
// leave the server's own thread free. Needs a prior `next build`; from the repository root:
//   node bench/pages/go-during-render.mjs [--rate 100] [--duration 20] [--pages 300]
// The rate is fixed (autocannon's overallRate) rather than saturating: at saturation a render that
// takes one of two cores halves the throughput by design, and p99 then measures the queue, not a
// click's wait. Exits 1 if the render ended before the second measurement did.
import fs from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { api, requireBuild, startApp, workDir } from "../lib/app.mjs";
import { samplePdf } from "../lib/sample-pdf.mjs";

const { values } = parseArgs({
  options: {
    rate: { type: "string", default: "100" },
    duration: { type: "string", default: "20" },
    pages: { type: "string", default: "300" },
  },
});
const rate = Number(values.rate);
const duration = Number(values.duration);

requireBuild("pages");
const work = workDir("go-render");
const { proc, base } = await startApp({
  work,
  dataDir: `${work}/data`,
  env: { PUBLIC_HITS_PER_MINUTE: "1000000000", PDF_MAX_PAGES: values.pages },
});

/** One steady run against /go: a person's click (see bench/redirect/measure.mjs), `rate` a second. */
function steady(url) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 8,
        overallRate: rate,
        duration,
        headers: {
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) bench/go-during-render",
          accept: "text/html,*/*;q=0.8",
          "accept-language": "en-US",
          "sec-fetch-mode": "navigate",
          "sec-fetch-dest": "document",
        },
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    ),
  );
}

async function renderStatus(token, assetId) {
  const items = await api(base, "/api/admin/assets", { token });
  return items.find((item) => item.id === assetId)?.pages;
}

try {
  const rep = await api(base, "/api/auth/login", { json: { email: "rep@example.com", password: "rep12345" } });
  const link = await api(base, "/api/tracked-links", {
    token: rep.session.access_token,
    json: { name: "bench", originalUrl: "https://example.com/landing" },
  });
  const go = `${base}/go/${link.slug}`;
  await steady(go); // warm-up: compiled routes, the link cache, the hit writer
  const idle = await steady(go);

  const admin = await api(base, "/api/auth/login", { json: { email: "admin@example.com", password: "admin1234" } });
  const token = admin.session.access_token;
  const form = new FormData();
  form.append("file", new Blob([samplePdf(Number(values.pages))], { type: "application/pdf" }), "catalogue.pdf");
  const uploaded = await fetch(`${base}/api/admin/upload`, {
    method: "POST",
    body: form,
    headers: { Authorization: `Bearer ${token}`, "x-user-id": admin.user.id },
  });
  if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { url } = await uploaded.json();
  const asset = await api(base, "/api/admin/assets", {
    token,
    json: { title: "Catalogue", description: "", type: "pdf", url, assignToAllBrands: true },
  });
  const during = await steady(go);
  const after = await renderStatus(token, asset.id);

  console.log(`/go at ${rate} requests/s for ${duration} s, 8 connections, PGlite; logs in ${work}`);
  console.log("run | p50 ms | p99 ms | max ms | non-3xx");
  for (const [name, result] of [
    ["no render", idle],
    [`rendering ${values.pages} pages`, during],
  ])
    console.log(
      [name, result.latency.p50, result.latency.p99, result.latency.max, result.non2xx - result["3xx"]].join(" | "),
    );
  console.log(`p99 ratio: ${(during.latency.p99 / idle.latency.p99).toFixed(2)}`);
  console.log(`render after the second run: ${JSON.stringify(after)}`);
  if (after?.status !== "pending") {
    console.error("The render had ended before the measurement did: raise --pages or lower --duration.");
    process.exitCode = 1;
  }
} finally {
  await proc.stop();
  fs.rmSync(`${work}/data`, { recursive: true, force: true });
}

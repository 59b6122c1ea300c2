// Lighthouse (mobile preset, performance only) of every screen on the production build: /login
// signed out, the portal's screens signed in as the demo rep, /admin (Analytics, its first tab, and
// Users) as the demo admin, a share page and two share rooms of the demo rep's as their recipient
// opens them (signed out). Lighthouse is not a dependency of the project: run it with npx,
//   npm run build && node bench/lighthouse/run.mjs [--runs 3] [--lighthouse "npx --yes lighthouse@12"]
//                                                  [--throttling simulate|devtools] [--serve cdn|direct]
//                                                  [--only dashboard,rooms]
// It starts the app on a fresh embedded database with demo data, behind an HTTPS front that serves
// it as Vercel's CDN does, over HTTP/2 with brotli (--serve direct: Next's own server, HTTP/1.1 and
// gzip), and a Chromium with a debugging port. It signs in through the real form in that browser
// (the client reads the session from its own cookie and storage, so a Cookie header is not enough),
// then points Lighthouse at the same browser with --port. Prints the performance score, LCP, FCP,
// TBT, CLS, the LCP element, the load average and benchmark index of every run, then each screen's medians;
// it fails only when a run fails. The mobile preset's throttling is simulated by default
// (Lighthouse's model, as PageSpeed Insights reports it); --throttling devtools applies the same
// network and CPU throttling in the browser and measures the page's real paints.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../scripts/chromium-flags.mjs";
import { api, requireBuild, startApp, workDir } from "../lib/app.mjs";
import { startHttpsFront } from "../lib/https-front.mjs";
import { freePort, waitFor } from "../lib/processes.mjs";
import { samplePdf } from "../lib/sample-pdf.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    lighthouse: { type: "string", default: "npx --yes lighthouse@12" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    throttling: { type: "string", default: "simulate" },
    serve: { type: "string", default: "cdn" },
    only: { type: "string" },
  },
});
if (!["simulate", "devtools"].includes(values.throttling)) {
  console.error(`--throttling must be simulate or devtools, not ${values.throttling}`);
  process.exit(2);
}
if (!["cdn", "direct"].includes(values.serve)) {
  console.error(`--serve must be cdn or direct, not ${values.serve}`);
  process.exit(2);
}
const runs = Number(values.runs);
const DEMO_REP = { email: "rep@example.com", password: "rep12345" };
const DEMO_ADMIN = { email: "admin@example.com", password: "admin1234" };

requireBuild("lighthouse");
const work = workDir("lighthouse");
const frontPort = values.serve === "cdn" ? await freePort() : undefined;
const { proc: app, base: appBase } = await startApp({
  work,
  dataDir: path.join(work, "data"),
  siteUrl: frontPort && `https://localhost:${frontPort}`,
});
const front = frontPort && (await startHttpsFront({ work, target: appBase, port: frontPort }));
const base = front ? front.base : appBase;
const port = await freePort();
const browserProcess = spawn(
  values.chromium,
  [
    "--headless=new",
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${path.join(work, "profile")}`,
    ...CHROMIUM_FLAGS,
    ...(front ? [`--ignore-certificate-errors-spki-list=${front.spkiHash}`] : []),
    "about:blank",
  ],
  { stdio: "ignore" },
);
await waitFor(
  async () => (await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => undefined))?.ok,
  "Chromium's debugging port",
);

/** Who the browser is signed in as between runs: the demo rep's or admin's e-mail, or undefined. */
let signedInAs;

/**
 * Prepares the browser's state over CDP (signed in as `account`, or signed out), then lets go of it:
 * Lighthouse wants the browser to itself.
 */
async function prepare(account) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const page = context.pages()[0] ?? (await context.newPage());
  if (signedInAs !== account?.email) {
    await context.clearCookies();
    await page.goto(`${base}/login`);
    await page.evaluate(() => localStorage.clear());
    signedInAs = undefined;
  }
  if (account && !signedInAs) {
    await page.goto(`${base}/login`);
    await page.locator("#password-login-email").fill(account.email);
    await page.locator("#password-login-password").fill(account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${base}/`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    signedInAs = account.email;
  }
  await page.goto("about:blank");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.clearBrowserCache");
  await cdp.detach();
  await browser.close();
}

/** A room of the demo rep's with the first brand's first six assets and a share of its first, made through the API. */
async function demoRoomAndShare() {
  const { session } = await api(appBase, "/api/auth/login", { json: DEMO_REP });
  const token = session.access_token;
  const [brand] = await api(appBase, "/api/brands", { token });
  const assets = await api(appBase, `/api/assets?brandId=${brand.id}&limit=6`, { token });
  const room = await api(appBase, "/api/rooms", {
    token,
    json: {
      recipientName: "Jane Smith",
      recipientCompany: "Acme Music School",
      note: "Here are the instruments we talked about, with the rental price list.",
      brandId: brand.id,
      assetIds: assets.map((asset) => asset.id),
    },
  });
  const { shareSlug } = await api(appBase, "/api/assets/share", {
    token,
    json: { assetId: assets[0].id, brandId: brand.id },
  });
  return { roomId: room.id, roomPath: `/r/${room.slug}`, sharePath: `/asset/${shareSlug}` };
}

/**
 * A room of the demo rep's holding one 12-page PDF, uploaded by the demo admin, once the render job
 * has made its pages (docs/pages.md): its path.
 */
async function pdfRoomPath() {
  const admin = await api(appBase, "/api/auth/login", { json: DEMO_ADMIN });
  const form = new FormData();
  form.append("file", new Blob([samplePdf(12)], { type: "application/pdf" }), "catalog.pdf");
  const uploaded = await fetch(`${appBase}/api/admin/upload`, {
    method: "POST",
    body: form,
    headers: { Authorization: `Bearer ${admin.session.access_token}`, "x-user-id": admin.user.id },
  });
  if (!uploaded.ok) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  const { url } = await uploaded.json();
  const [brand] = await api(appBase, "/api/brands", { token: admin.session.access_token });
  const asset = await api(appBase, "/api/admin/assets", {
    token: admin.session.access_token,
    json: { title: "Instrument catalog 2026", description: "", type: "pdf", url, brandIds: [brand.id], userIds: [] },
  });
  const { session } = await api(appBase, "/api/auth/login", { json: DEMO_REP });
  const room = await api(appBase, "/api/rooms", {
    token: session.access_token,
    json: { recipientName: "Jane Smith", brandId: brand.id, assetIds: [asset.id] },
  });
  await waitFor(
    async () => (await (await fetch(`${appBase}/r/${room.slug}`)).text()).includes("/pages/12/800"),
    "the PDF's pages",
  );
  return `/r/${room.slug}`;
}

const [command, ...commandArgs] = values.lighthouse.split(" ");
const rows = [];
try {
  const { roomId, roomPath, sharePath } = await demoRoomAndShare();
  // [name, path, signed in as]: every screen of docs/screens.md.
  const cases = [
    ["login", "/login", undefined],
    ["dashboard", "/", DEMO_REP],
    ["assets", "/assets", DEMO_REP],
    ["resources", "/resources", DEMO_REP],
    ["communications", "/communications", DEMO_REP],
    ["tracked-links", "/tracked-links", DEMO_REP],
    ["activity", "/activity", DEMO_REP],
    ["rooms", "/rooms", DEMO_REP],
    ["room-detail", `/rooms/${roomId}`, DEMO_REP],
    ["admin", "/admin", DEMO_ADMIN],
    ["admin-users", "/admin?tab=users", DEMO_ADMIN],
    ["share", sharePath, undefined],
    ["room", roomPath, undefined],
    // Made only when measured: the render job draws the PDF's pages first.
    ["room-pdf", pdfRoomPath, undefined],
  ];
  const only = values.only?.split(",");
  for (const [name, routeOrMake, account] of cases.filter((entry) => !only || only.includes(entry[0]))) {
    const route = typeof routeOrMake === "function" ? await routeOrMake() : routeOrMake;
    for (let run = 1; run <= runs; run++) {
      await prepare(account);
      const out = path.join(work, `${name}-${run}.json`);
      const load = os.loadavg()[0];
      // --disable-storage-reset keeps the session prepared above; the cache was cleared there.
      const flags = [
        `--port=${port}`,
        "--only-categories=performance",
        `--throttling-method=${values.throttling}`,
        "--disable-storage-reset",
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
      ];
      const result = spawnSync(command, [...commandArgs, `${base}${route}`, ...flags], { stdio: "inherit" });
      if (result.status !== 0) throw new Error(`lighthouse exited with ${result.status}`);
      const { audits, categories, environment, finalDisplayedUrl } = JSON.parse(fs.readFileSync(out, "utf8"));
      if (new URL(finalDisplayedUrl).pathname !== new URL(`${base}${route}`).pathname) {
        throw new Error(`${name}: Lighthouse ended on ${finalDisplayedUrl}, not ${route}`);
      }
      const element =
        audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? "";
      const ms = (id) => Math.round(audits[id].numericValue);
      rows.push({
        route: name,
        run,
        score: Math.round(categories.performance.score * 100),
        lcp: ms("largest-contentful-paint"),
        fcp: ms("first-contentful-paint"),
        tbt: ms("total-blocking-time"),
        cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
        load: Number(load.toFixed(1)),
        speed: Math.round(environment.benchmarkIndex),
        element: element.slice(0, 40),
      });
      console.log(JSON.stringify(rows.at(-1)));
    }
  }
} finally {
  browserProcess.kill();
  await front?.stop();
  await app.stop();
}

const columns = (...cells) =>
  [cells[0].padEnd(14), ...cells.slice(1).map((value) => String(value).padStart(7))].join(" ");
console.log(
  `\n${columns("screen", "run", "score", "LCP ms", "FCP ms", "TBT ms", "CLS", "load", "index")}  LCP element`,
);
for (const { route, run, score, lcp, fcp, tbt, cls, load, speed, element } of rows) {
  console.log(`${columns(route, run, score, lcp, fcp, tbt, cls, load, speed)}  ${element}`);
}

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const served = values.serve === "cdn" ? "served as the CDN does" : "served directly";
console.log(`\n${values.throttling} throttling, ${served}, ${runs} runs per screen: medians, and the machine's state`);
console.log("| screen | score | TBT ms | CLS | LCP ms | load average | benchmark index |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
for (const route of new Set(rows.map((row) => row.route))) {
  const of = (metric) => rows.filter((row) => row.route === route).map((row) => row[metric]);
  const range = (metric) => `${Math.min(...of(metric))}-${Math.max(...of(metric))}`;
  const cells = [median(of("score")), median(of("tbt")), median(of("cls")), median(of("lcp"))];
  console.log(`| ${route} | ${cells.join(" | ")} | ${range("load")} | ${range("speed")} |`);
}
console.log(`\nreports in ${work}`);

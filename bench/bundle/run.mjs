// First-load JavaScript (gzip) of every page of the last `next build`: the framework's root
// scripts plus the chunks the page's client reference manifest lists for its segments (layouts,
// page, error and not-found boundaries), which are the scripts its HTML loads, gzipped and summed.
// Portal pages must stay at or under 206 kB. Run `npm run build` first, then `node bench/bundle/run.mjs`.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

const BUDGET_KB = 206;
const PORTAL_ROUTES = new Set([
  "/",
  "/activity",
  "/admin",
  "/assets",
  "/communications",
  "/resources",
  "/rooms",
  "/rooms/[id]",
  "/tracked-links",
]);
const next = path.resolve(".next");
const appDir = path.join(next, "server", "app");
if (!fs.existsSync(path.join(next, "BUILD_ID"))) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(2);
}

const routes = JSON.parse(fs.readFileSync(path.join(next, "app-path-routes-manifest.json"), "utf8"));
const gzipSize = new Map();
function gzipKb(file) {
  if (!gzipSize.has(file)) gzipSize.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024);
  return gzipSize.get(file);
}

const { rootMainFiles } = JSON.parse(fs.readFileSync(path.join(next, "build-manifest.json"), "utf8"));

/** The scripts of a page (every page is rendered per request, so there is no prerendered HTML to read). */
function scriptsOf(entry) {
  const file = path.join(appDir, `${entry}_client-reference-manifest.js`);
  if (!fs.existsSync(file)) return undefined;
  const sandbox = { globalThis: {} };
  sandbox.self = sandbox.globalThis;
  vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox);
  const manifest = sandbox.globalThis.__RSC_MANIFEST[entry];
  return new Set([...rootMainFiles, ...Object.values(manifest.entryJSFiles).flat()]);
}

const rows = [];
for (const [entry, route] of Object.entries(routes)) {
  if (!entry.endsWith("/page") || route.startsWith("/_")) continue;
  const scripts = scriptsOf(entry);
  const kb = scripts && [...scripts].reduce((sum, src) => sum + gzipKb(path.join(next, src)), 0);
  rows.push({ route, kb });
}

let over = 0;
console.log(`${"route".padEnd(28)} first-load JS (gzip)`);
for (const { route, kb } of rows.sort((a, b) => a.route.localeCompare(b.route))) {
  if (kb === undefined) {
    console.log(`${route.padEnd(28)} (no client reference manifest)`);
    continue;
  }
  const budget = PORTAL_ROUTES.has(route) ? BUDGET_KB : undefined;
  const flag = budget && kb > budget ? `  OVER the ${budget} kB budget` : budget ? `  (budget ${budget} kB)` : "";
  if (budget && kb > budget) over += 1;
  console.log(`${route.padEnd(28)} ${kb.toFixed(1).padStart(7)} kB${flag}`);
}
process.exit(over ? 1 : 0);

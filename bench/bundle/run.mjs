// First-load JavaScript (gzip) of every prerendered page of the last `next build`:
// the scripts each page's HTML loads, gzipped and summed. Portal pages must stay at or under
// 230 kB. Run `npm run build` first, then `node bench/bundle/run.mjs`.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const BUDGET_KB = 230;
const PORTAL_ROUTES = new Set(["/", "/assets", "/resources", "/communications", "/tracked-links", "/admin"]);
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

/** The prerendered HTML of a route, e.g. "/" → index.html, "/assets" → (portal)/assets.html. */
function htmlFor(entry, route) {
  const folder = path.dirname(entry); // "/(portal)/assets/page" → "/(portal)/assets"
  const candidates = route === "/" ? ["index.html"] : [`${folder.slice(1)}.html`, `${route.slice(1)}.html`];
  return candidates.map((c) => path.join(appDir, c)).find((file) => fs.existsSync(file));
}

const rows = [];
for (const [entry, route] of Object.entries(routes)) {
  if (!entry.endsWith("/page") || route.startsWith("/_")) continue;
  const html = htmlFor(entry, route);
  if (!html) {
    rows.push({ route, kb: undefined });
    continue;
  }
  const scripts = [...fs.readFileSync(html, "utf8").matchAll(/<script[^>]+src="\/_next\/(static\/[^"?]+)/g)].map((m) => m[1]);
  const kb = [...new Set(scripts)].reduce((sum, src) => sum + gzipKb(path.join(next, src)), 0);
  rows.push({ route, kb });
}

let over = 0;
console.log(`${"route".padEnd(28)} first-load JS (gzip)`);
for (const { route, kb } of rows.sort((a, b) => a.route.localeCompare(b.route))) {
  if (kb === undefined) {
    console.log(`${route.padEnd(28)} dynamic (not prerendered)`);
    continue;
  }
  const budget = PORTAL_ROUTES.has(route) ? BUDGET_KB : undefined;
  const flag = budget && kb > budget ? `  OVER the ${budget} kB budget` : budget ? `  (budget ${budget} kB)` : "";
  if (budget && kb > budget) over += 1;
  console.log(`${route.padEnd(28)} ${kb.toFixed(1).padStart(7)} kB${flag}`);
}
process.exit(over ? 1 : 0);

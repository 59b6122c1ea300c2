// Which headers a real browser sends on a top-level navigation, the facts behind the rule that
// counts a hit of /go or /asset as a person's (docs/engagement.md). Starts a tiny server that logs
// request headers, drives Chromium (CHROMIUM_PATH, else Debian's /usr/bin/chromium) through
// playwright-core to it on 127.0.0.1, localhost and this machine's first non-loopback address (not
// potentially trustworthy over http), and prints one table per host. Node's own fetch() is measured
// too, with a navigation's headers set by hand, to show what it changes.
//
//   node scripts/measure-navigation-headers.mjs
import http from "node:http";
import os from "node:os";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";

const HEADERS = [
  "accept",
  "accept-language",
  "sec-fetch-site",
  "sec-fetch-mode",
  "sec-fetch-dest",
  "sec-fetch-user",
  "upgrade-insecure-requests",
];
const seen = [];

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://x");
  const to = url.searchParams.get("to") ?? "";
  if (url.pathname.startsWith("/target"))
    seen.push({ host: request.headers.host, case: url.pathname, headers: request.headers });
  if (url.pathname === "/redirect") {
    response.writeHead(302, { Location: to }).end();
    return;
  }
  response.setHeader("Content-Type", "text/html");
  if (url.pathname === "/links") {
    const target = JSON.stringify(to);
    response.end(
      `<!doctype html><a id="link" href=${target}>link</a>` +
        `<button id="open" onclick='window.open(${target})'>open</button>`,
    );
    return;
  }
  response.end("<!doctype html><p>ok</p>");
});
await new Promise((resolve) => server.listen(0, "0.0.0.0", resolve));
const { port } = server.address();

const lan = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && i.family === "IPv4" && !i.internal)?.address;
const hosts = ["127.0.0.1", "localhost", ...(lan ? [lan] : [])];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [...CHROMIUM_FLAGS],
});
const page = await (await browser.newContext()).newPage();
const links = (origin, to) => `${origin}/links?to=${encodeURIComponent(to)}`;
for (const host of hosts) {
  const origin = `http://${host}:${port}`;
  const other = host === "localhost" ? `http://127.0.0.1:${port}` : `http://localhost:${port}`;
  await page.goto(`${origin}/target/typed-address`);
  await page.goto(links(origin, `${origin}/target/same-origin-link`));
  await Promise.all([page.waitForURL(/target/), page.click("#link")]);
  await page.goto(links(other, `${origin}/target/link-from-another-origin`));
  await Promise.all([page.waitForURL(/target/), page.click("#link")]);
  await page.goto(links(other, `${origin}/redirect?to=${encodeURIComponent(`${origin}/target/link-then-302`)}`));
  await Promise.all([page.waitForURL(/target/), page.click("#link")]);
  await page.goto(links(origin, `${origin}/target/window-open`));
  const [popup] = await Promise.all([page.waitForEvent("popup"), page.click("#open")]);
  await popup.waitForLoadState();
  await popup.close();
  await page.goto(`${origin}/links`);
  await page.evaluate((url) => fetch(url), `${origin}/target/page-fetch`);
  await page.evaluate((url) => {
    const frame = document.createElement("iframe");
    frame.src = url;
    document.body.append(frame);
    return new Promise((resolve) => (frame.onload = resolve));
  }, `${origin}/target/iframe`);
  await fetch(`${origin}/target/node-fetch`, {
    headers: { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document", accept: "text/html" },
  });
}
const userAgent = seen.find((entry) => entry.case === "/target/typed-address")?.headers["user-agent"];
await browser.close();
server.close();

console.log(`Chromium: ${userAgent}\n`);
for (const host of hosts) {
  console.log(`### http://${host}\n`);
  console.log(`| case | ${HEADERS.join(" | ")} |`);
  console.log(`| --- | ${HEADERS.map(() => "---").join(" | ")} |`);
  for (const entry of seen.filter((e) => e.host.startsWith(`${host}:`))) {
    const cells = HEADERS.map((name) => {
      const value = entry.headers[name];
      return value === undefined ? "-" : `\`${value.length > 40 ? `${value.slice(0, 37)}...` : value}\``;
    });
    console.log(`| ${entry.case.slice("/target/".length)} | ${cells.join(" | ")} |`);
  }
  console.log("");
}

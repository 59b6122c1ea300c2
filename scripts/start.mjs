// `npm start`: the production build behind a small Node server, which does the one thing Next's own
// server cannot: it appends the socket's peer to X-Forwarded-For, as every proxy does. The app then
// reads the client's address from the trusted end of that list (TRUSTED_PROXY_HOPS, default 0, so
// the peer itself); entries a client wrote further left are never believed. With no trusted proxy
// in front, the other forwarding headers a client wrote are dropped before Next reads them.
//   node scripts/start.mjs [DIR] [-p PORT] [-H HOSTNAME]    (PORT also from the environment; default 3000)
import http from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import { STRICT_TRANSPORT_SECURITY } from "../next.config.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
// The app reads its own port where it has no request to tell it (lib/server/platform/env.ts).
process.env.PORT = String(port);
const hostname = values.hostname ?? "0.0.0.0";
const trustedHops = Number(process.env.TRUSTED_PROXY_HOPS || (process.env.VERCEL ? 1 : 0));
const CLIENT_WRITTEN = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "x-real-ip", "forwarded"];
// The public origin is https, so browsers reach this server through TLS (a proxy in front).
const httpsOrigin = /^https:/i.test(process.env.SITE_URL ?? "");

if (!/^(localhost|127(\.\d+){3}|::1)$/.test(hostname) && !process.env.SITE_URL) {
  console.warn(
    `Warning: SITE_URL is not set and the portal listens on ${hostname}. Without it the server does not know its ` +
      "public address, so it refuses requests under any host but localhost (no request may choose where e-mailed " +
      "sign-in links point). Set SITE_URL to the public origin, e.g. SITE_URL=https://portal.example.com.",
  );
}

process.env.NODE_ENV ??= "production";
const app = next({ dev: false, dir: positionals[0] ?? ".", hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/** An absolute-form target (`GET http://host/path`, RFC 9112 §3.2.2) names the host: use it as Host. */
function originForm(request) {
  if (request.url?.startsWith("/")) return;
  try {
    const target = new URL(request.url ?? "");
    request.headers.host = target.host;
    request.url = `${target.pathname}${target.search}`;
  } catch {
    request.url = "/";
  }
}

const server = http.createServer((request, response) => {
  originForm(request);
  const peer = request.socket.remoteAddress ?? "unknown";
  const forwarded = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${peer}` : peer;
  if (trustedHops === 0) for (const name of CLIENT_WRITTEN) delete request.headers[name];
  if (httpsOrigin) response.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
  handle(request, response);
});
server.listen(port, hostname, () =>
  console.log(`Sales Rep Portal: http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`),
);

// A graceful stop as `next start` does it: stop accepting, let pending requests finish, close Next
// (which awaits its after() tasks, among them the buffered click writes), then exit.
let stopping = false;
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await new Promise((resolve) => server.close(resolve));
    await app.close().catch(console.error);
    process.exit(code);
  });
}

// An HTTPS front for the local production server that serves the portal the way Vercel's CDN does:
// HTTP/2 (one TLS connection carries every request, instead of the six HTTP/1.1 connections of the
// local server) and brotli (Next's own server only has gzip). Lighthouse's simulation models the
// connections and the bytes it observed, so a bench measured on the local server alone pays round
// trips and bytes that a deployment does not.
//   startHttpsFront({ work, target, port }) -> { base, spkiHash, stop }
// It runs as its own process (`node https-front.mjs <target> <port> <key> <cert>`): the benches
// block their event loop while Lighthouse runs. The certificate is self-signed, made with openssl
// for localhost; give Chromium `--ignore-certificate-errors-spki-list=<spkiHash>` to trust it.
import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { startProcess, waitFor } from "./processes.mjs";

const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/** Request headers for the server behind: HTTP/2's pseudo-headers become a Host header. */
function forwardedHeaders(request) {
  const headers = { "x-forwarded-proto": "https" };
  for (const [name, value] of Object.entries(request.headers)) {
    if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers.host = request.headers[":authority"] ?? request.headers.host;
  // The front compresses, as the CDN does: the server behind sends the body as it is.
  headers["accept-encoding"] = "identity";
  return headers;
}

function responseHeaders(answer, encoding) {
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  if (encoding) {
    delete headers["content-length"];
    headers["content-encoding"] = encoding;
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  }
  return headers;
}

/**
 * Brotli when the browser accepts it, as Vercel's CDN serves, compressed as the answer streams, each
 * chunk flushed so that a streamed page arrives piece by piece. Quality 5 throughout: a CDN's cached
 * static files are often compressed harder, so the bytes the bench counts are not understated.
 */
function relay(request, response, answer) {
  const compress =
    request.method !== "HEAD" &&
    /\bbr\b/.test(request.headers["accept-encoding"] ?? "") &&
    COMPRESSIBLE.test(answer.headers["content-type"] ?? "") &&
    !answer.headers["content-encoding"];
  if (!compress) {
    response.writeHead(answer.statusCode, responseHeaders(answer));
    answer.pipe(response);
    return;
  }
  response.writeHead(answer.statusCode, responseHeaders(answer, "br"));
  const encoder = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
  encoder.pipe(response);
  answer.on("data", (chunk) => encoder.write(chunk, () => encoder.flush()));
  answer.on("end", () => encoder.end());
}

function serve(target, port, keyFile, certFile) {
  const options = { key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile), allowHTTP1: true };
  const server = http2.createSecureServer(options, (request, response) => {
    const upstream = http.request(
      new URL(request.url, target),
      { method: request.method, headers: forwardedHeaders(request) },
      (answer) => relay(request, response, answer),
    );
    upstream.on("error", () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.listen(port, "127.0.0.1");
}

/** A self-signed certificate for localhost, and the hash Chromium's SPKI allow-list wants. */
function makeCertificate(dir) {
  const key = path.join(dir, "front-key.pem");
  const cert = path.join(dir, "front-cert.pem");
  const subject = ["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"];
  const result = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-keyout", key, "-out", cert, ...subject],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  if (result.error || result.status !== 0) {
    throw new Error(`openssl could not make a certificate: ${result.error?.message ?? result.stderr}`);
  }
  const spki = new crypto.X509Certificate(fs.readFileSync(cert)).publicKey.export({ type: "spki", format: "der" });
  return { key, cert, spkiHash: crypto.createHash("sha256").update(spki).digest("base64") };
}

/** Serves `target` (http://host:port) at https://localhost:<port>; the port is chosen before the app starts. */
export async function startHttpsFront({ work, target, port }) {
  const { key, cert, spkiHash } = makeCertificate(work);
  const proc = startProcess(process.execPath, [fileURLToPath(import.meta.url), target, String(port), key, cert], {
    logFile: path.join(work, "https-front.log"),
  });
  const base = `https://localhost:${port}`;
  const agent = new https.Agent({ ca: fs.readFileSync(cert) });
  const answers = () =>
    new Promise((resolve, reject) => {
      const check = https.get(`${base}/api/config`, { agent }, (answer) => {
        answer.resume();
        resolve(answer.statusCode < 500);
      });
      check.on("error", reject);
    });
  await waitFor(answers, base);
  return { base, spkiHash, stop: () => proc.stop() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [target, port, keyFile, certFile] = process.argv.slice(2);
  serve(target, Number(port), keyFile, certFile);
}

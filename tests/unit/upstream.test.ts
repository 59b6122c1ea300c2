import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  downstreamResponseHeaders,
  forwardToUpstream,
  rewriteSetCookie,
  upstreamRequestHeaders,
  type UpstreamConfig,
} from "@/lib/server/platform/upstream";

// This site's public origin: the only one the upstream is told of, whatever the request names.
process.env.SITE_URL = "https://portal.example.com";

/** A tiny upstream: echoes what it received, sets cookies and hop-by-hop headers, or never answers. */
let server: http.Server;
let upstream: UpstreamConfig;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url?.startsWith("/api/hang")) return;
    const hash = createHash("sha256");
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      hash.update(chunk);
    });
    req.on("end", () => {
      res.setHeader("Set-Cookie", [
        "sid=abc; Domain=upstream.example; Path=/; HttpOnly; Secure",
        "theme=dark; Path=/; domain=.upstream.example",
      ]);
      res.setHeader("Connection", "keep-alive, x-private-hop");
      res.setHeader("X-Private-Hop", "drop me");
      res.setHeader("Keep-Alive", "timeout=5");
      res.setHeader("Proxy-Authenticate", "Basic");
      res.setHeader("X-Request-Id", "r-1");
      res.writeHead(req.url?.startsWith("/api/missing") ? 404 : 201, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({ method: req.method, url: req.url, headers: req.headers, size, sha: hash.digest("hex") }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  upstream = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, timeoutMs: 2000 };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test("only the end-to-end request headers travel upstream", () => {
  const incoming = new Headers({
    Authorization: "Bearer t",
    Cookie: "a=1",
    "x-user-id": "u1",
    "Content-Type": "application/json",
    "Content-Length": "2",
    Accept: "application/json",
    "User-Agent": "jest",
    "Accept-Language": "en-US,en;q=0.9",
    "Sec-Fetch-Site": "cross-site",
    "Sec-Fetch-Dest": "document",
    "X-Forwarded-For": "203.0.113.9, 10.0.0.1",
    "x-webhook-secret": "s",
    Host: "portal.example.com",
    Connection: "keep-alive",
    "Keep-Alive": "timeout=5",
    "Transfer-Encoding": "chunked",
    Upgrade: "websocket",
    "Proxy-Authorization": "Basic x",
    TE: "trailers",
    Trailer: "x",
    "X-Other": "nope",
  });
  expect(Object.fromEntries(upstreamRequestHeaders(incoming))).toEqual({
    authorization: "Bearer t",
    cookie: "a=1",
    "x-user-id": "u1",
    "content-type": "application/json",
    "content-length": "2",
    accept: "application/json",
    "user-agent": "jest",
    "accept-language": "en-US,en;q=0.9",
    "sec-fetch-site": "cross-site",
    "sec-fetch-dest": "document",
    "x-forwarded-for": "203.0.113.9, 10.0.0.1",
    "x-webhook-secret": "s",
    "accept-encoding": "identity",
  });
});

test.each([
  ["sid=abc; Domain=upstream.example; Path=/; HttpOnly", "sid=abc; Path=/; HttpOnly"],
  ["a=b;domain=.x.example;Secure", "a=b;Secure"],
  ["a=b; Path=/; SameSite=Lax", "a=b; Path=/; SameSite=Lax"],
  ["domain=value-named-cookie; Domain=x", "domain=value-named-cookie"],
])("Set-Cookie %p becomes %p", (cookie, expected) => {
  expect(rewriteSetCookie(cookie)).toBe(expected);
});

test("response headers lose hop-by-hop ones (also those Connection names) and a decoded body's encoding", () => {
  const headers = new Headers({
    Connection: "close, x-hop",
    "X-Hop": "1",
    "Keep-Alive": "x",
    "Proxy-Connection": "x",
    "Content-Encoding": "gzip",
    "Content-Length": "10",
    "X-Kept": "yes",
  });
  headers.append("Set-Cookie", "a=1; Domain=u.example");
  headers.append("Set-Cookie", "b=2");
  const out = downstreamResponseHeaders(headers);
  expect([...new Set(out.keys())].sort()).toEqual(["set-cookie", "x-kept"]);
  expect(out.getSetCookie()).toEqual(["a=1", "b=2"]);
});

test("forwards method, path, query, streamed body and filtered headers; the answer comes back", async () => {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(300_000).fill(7)], { type: "application/pdf" }), "big.pdf");
  const outgoing = new Request("http://portal.local/api/admin/upload?x=1&y=%20z", {
    method: "POST",
    body: form,
    headers: { Authorization: "Bearer t", "x-user-id": "u1", Connection: "keep-alive", "X-Other": "no" },
  });
  const expectedBody = Buffer.from(await outgoing.clone().arrayBuffer());
  const response = await forwardToUpstream(outgoing, upstream);
  expect(response.status).toBe(201);
  const echo = (await response.json()) as {
    method: string;
    url: string;
    headers: Record<string, string>;
    size: number;
    sha: string;
  };
  expect(echo).toMatchObject({ method: "POST", url: "/api/admin/upload?x=1&y=%20z", size: expectedBody.length });
  expect(echo.sha).toBe(createHash("sha256").update(expectedBody).digest("hex"));
  expect(echo.headers).toMatchObject({
    authorization: "Bearer t",
    "x-user-id": "u1",
    "content-type": expect.stringMatching(/^multipart\/form-data; boundary=/),
  });
  expect(echo.headers["x-other"]).toBeUndefined();
  expect(response.headers.getSetCookie()).toEqual(["sid=abc; Path=/; HttpOnly; Secure", "theme=dark; Path=/"]);
  expect(response.headers.get("x-request-id")).toBe("r-1");
  for (const hop of ["connection", "keep-alive", "x-private-hop", "proxy-authenticate", "transfer-encoding"])
    expect(response.headers.get(hop)).toBeNull();
});

test("the upstream is told this site's public origin, never the Host or a client's X-Forwarded-Host", async () => {
  const forged = new Request("http://evil.example/api/config", {
    headers: { Host: "evil.example", "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "http" },
  });
  const echo = (await (await forwardToUpstream(forged, upstream)).json()) as { headers: Record<string, string> };
  expect(echo.headers).toMatchObject({ "x-forwarded-host": "portal.example.com", "x-forwarded-proto": "https" });
});

test("error statuses pass through unchanged", async () => {
  const response = await forwardToUpstream(new Request("http://portal.local/api/missing"), upstream);
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ method: "GET", url: "/api/missing" });
});

test("an upstream that does not answer in time is a 504", async () => {
  const started = Date.now();
  const response = await forwardToUpstream(new Request("http://portal.local/api/hang"), {
    ...upstream,
    timeoutMs: 300,
  });
  expect(response.status).toBe(504);
  expect(await response.json()).toEqual({
    error: { code: "upstream_timeout", message: "The upstream API did not answer within 300 ms. Please try again." },
  });
  expect(Date.now() - started).toBeLessThan(2000);
});

test("an unreachable upstream is a 502", async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  const response = await forwardToUpstream(new Request("http://portal.local/api/assets"), {
    url: `http://127.0.0.1:${port}`,
    timeoutMs: 2000,
  });
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({
    error: { code: "upstream_unreachable", message: "The upstream API could not be reached. Please try again later." },
  });
});

/**
 * Every body is read as a stream under its endpoint's cap and refused with 413 once the cap is
 * passed: the answer comes while the body is still arriving (a server that read bodies whole would
 * wait for the end that never comes), and the connection is closed rather than drained.
 */
import http from "node:http";
import { call, login, PORTAL_URL, QUOTES_SECRET } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP } = usersOfThisFile();

const ONE_MB = Buffer.alloc(1024 * 1024, 0x20);

interface Outcome {
  status: number;
  connection: string | undefined;
}

/** Sends 1 MB of a chunked body that never ends, and waits for the answer. */
function openEndedBody(path: string, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${PORTAL_URL}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": "10.250.0.1", ...headers },
    });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode ?? 0, connection: response.headers.connection });
      request.destroy();
    });
    // The server closes the connection after its answer; the rest of what was sent is cut off.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    request.write(ONE_MB);
  });
}

let repToken: string;
beforeAll(async () => {
  repToken = (await login(REP)).session.access_token;
});

test.each([
  ["the share page's beacon (no sign-in needed)", "/asset/some-share/engagement", {}],
  ["the auth service's token endpoint", "/auth/v1/token?grant_type=password", {}],
  ["the portal's sign-in", "/api/auth/login", {}],
  ["a signed-in JSON endpoint", "/api/tracked-links", { signedIn: "yes" }],
  ["the quotes webhook", "/api/webhooks/quotes", { "x-webhook-secret": QUOTES_SECRET }],
])("a body over the cap to %s is refused with 413 while it is still arriving", async (_name, path, extra) => {
  const { signedIn, ...headers }: Record<string, string> = extra;
  const outcome = await openEndedBody(path, signedIn ? { ...headers, Authorization: `Bearer ${repToken}` } : headers);
  expect(outcome).toEqual({ status: 413, connection: "close" });
});

test("a declared Content-Length over the cap is refused before any of the body is read", async () => {
  const response = await call("/api/tracked-links", {
    method: "POST",
    token: repToken,
    headers: { "Content-Type": "application/json", "Content-Length": "70000" },
    body: "x".repeat(70_000),
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toMatchObject({ error: { code: "payload_too_large" } });
});

test("a body just under the JSON cap is read and judged on its content", async () => {
  const response = await call("/api/tracked-links", {
    method: "POST",
    token: repToken,
    json: { name: "n", originalUrl: "https://example.com", padding: "x".repeat(60_000) },
  });
  expect(response.status).not.toBe(413);
});

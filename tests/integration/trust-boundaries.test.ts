import http from "node:http";
import net from "node:net";
import { randomUUID } from "node:crypto";
import { pollUntil } from "../helpers/poll";
import { call, login, otpBody, outboxLinkTo, outboxMailsTo, outboxSignInLinksTo, PORTAL_URL } from "./portal";
import { usersOfThisFile } from "./file-users";
import { startSecondServer, type RunningServer } from "./second-server";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request with a Host header of our choosing (fetch always sends the URL's own host). */
function withHost(
  base: string,
  host: string,
  pathname: string,
  init: { method?: string; json?: unknown; token?: string } = {},
): Promise<Answer> {
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  const headers: Record<string, string> = { Host: host, "X-Forwarded-For": "10.77.0.1" };
  if (body) headers["Content-Type"] = "application/json";
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${pathname}`, { method: init.method ?? "GET", headers }, (response) => {
      let text = "";
      response.on("data", (chunk: Buffer) => (text += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const newUserEmail = () => `trust-${randomUUID().slice(0, 8)}@example.com`;

async function createUser(email: string, password: string) {
  const { session } = await login(ADMIN);
  const created = await call("/api/admin/users", {
    method: "POST",
    token: session.access_token,
    json: { email, password },
  });
  expect(created.status).toBe(201);
}

/** Every link in the e-mails to an address. */
function linksMailedTo(email: string): string[] {
  return outboxMailsTo(email).flatMap((mail) => mail.match(/https?:\/\/[^\s"<>]+/g) ?? []);
}

describe("sign-in links point at this site whatever the request says", () => {
  test("an OTP request under a foreign Host is refused with a 421 naming SITE_URL; no link is mailed", async () => {
    const email = newUserEmail();
    await createUser(email, "secret12");
    const answer = await withHost(PORTAL_URL, "evil.example", "/auth/v1/otp", { method: "POST", json: otpBody(email) });
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toMatchObject({
      code: "site_url_required",
      msg: expect.stringContaining("SITE_URL"),
    });
    expect(outboxSignInLinksTo(email)).toEqual([]);
  });

  test("a foreign X-Forwarded-Host is ignored: the mailed link is on this site", async () => {
    const email = newUserEmail();
    await createUser(email, "secret12");
    const asked = await call("/auth/v1/otp", {
      method: "POST",
      json: otpBody(email),
      headers: { "X-Forwarded-Host": "evil.example", "X-Forwarded-Proto": "https" },
    });
    expect(asked.status).toBe(200);
    const links = linksMailedTo(email);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(PORTAL_URL);
  });

  test("redirect_to on a foreign host named by X-Forwarded-Host is refused", async () => {
    const email = newUserEmail();
    const asked = await call(`/auth/v1/otp?redirect_to=${encodeURIComponent("http://evil.example/auth/callback")}`, {
      method: "POST",
      json: otpBody(email),
      headers: { "X-Forwarded-Host": "evil.example" },
    });
    expect(asked.status).toBe(400);
    expect(outboxMailsTo(email)).toEqual([]);
  });

  test("the share e-mail, the auth config, the login API and pages refuse a foreign Host", async () => {
    const { session } = await login(ADMIN);
    const shared = await withHost(PORTAL_URL, "evil.example", "/api/assets/share/email", {
      method: "POST",
      token: session.access_token,
      json: { assetId: randomUUID(), email: "customer@example.com" },
    });
    expect(shared.status).toBe(421);
    expect(JSON.parse(shared.body)).toMatchObject({ error: { code: "site_url_required" } });
    expect((await withHost(PORTAL_URL, "evil.example", "/api/config")).status).toBe(421);
    const signIn = await withHost(PORTAL_URL, "evil.example:3000", "/api/auth/login", {
      method: "POST",
      json: { email: REP.email, password: REP.password },
    });
    expect(signIn.status).toBe(421);
    const page = await withHost(PORTAL_URL, "evil.example", "/login");
    expect(page.status).toBe(421);
    expect(page.body).toContain("SITE_URL");
    expect(page.headers.location).toBeUndefined();
  });
});

describe("failed passwords are throttled per account", () => {
  /** One sign-in attempt claiming its own client address, as a botnet would. */
  const attempt = (email: string, password: string, i: number) =>
    call("/api/auth/login", {
      method: "POST",
      json: { email, password },
      headers: { "X-Forwarded-For": `198.51.${i >> 8}.${i & 255}` },
    });

  async function guess60(email: string) {
    const answers: { status: number; retryAfter: number; body: { error: { code: string; message: string } } }[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await attempt(email, "wrong-password", i);
      answers.push({
        status: response.status,
        retryAfter: Number(response.headers.get("retry-after")),
        body: await response.json(),
      });
    }
    return answers;
  }

  test("60 wrong passwords from 60 addresses are throttled, and the right one works once the lock ends", async () => {
    const email = newUserEmail();
    await createUser(email, "right-password");
    const answers = await guess60(email);
    const throttled = answers.filter((a) => a.status === 429);
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    // The integration server's first lock is 1 s (it doubles): a few guesses may land between locks.
    expect(throttled.length).toBeGreaterThanOrEqual(50);
    for (const answer of throttled) {
      expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
      expect(answer.body.error.code).toBe("rate_limited");
      expect(answer.body.error.message).toContain("magic link");
    }
    // The right password while locked is refused without counting, so it is tried until the lock
    // ends (each try from its own address, as the guesses were): it signs in no later than the last
    // Retry-After announced.
    let tries = 0;
    let lockEndsBy = Date.now();
    const signedIn = await pollUntil(
      async () => {
        const response = await attempt(email, "right-password", 1000 + tries++);
        if (response.status === 429) lockEndsBy = Date.now() + Number(response.headers.get("retry-after")) * 1000;
        return response;
      },
      (response) => response.status !== 429,
      { timeoutMs: 20_000, intervalMs: 50 },
    );
    expect(signedIn.status).toBe(200);
    expect(Date.now()).toBeLessThanOrEqual(lockEndsBy + 1_000);
  });

  test("a throttled account still signs in with a magic link", async () => {
    const email = newUserEmail();
    await createUser(email, "right-password");
    for (let i = 0; i < 6; i++) await attempt(email, "wrong-password", i);
    expect((await attempt(email, "right-password", 7)).status).toBe(429);
    expect((await call("/auth/v1/otp", { method: "POST", json: otpBody(email) })).status).toBe(200);
    const link = new URL(outboxLinkTo(email) ?? "");
    const verified = await call(link.pathname + link.search);
    expect(verified.status).toBe(303);
    expect(verified.headers.get("location")).toMatch(new RegExp(`^${PORTAL_URL}/auth/callback\\?code=`));
  });

  test("an unknown e-mail is throttled alike: the answers do not tell whether an account exists", async () => {
    const known = newUserEmail();
    await createUser(known, "right-password");
    const unknown = newUserEmail();
    const shape = (answers: Awaited<ReturnType<typeof guess60>>) =>
      answers
        .slice(0, 8)
        .map((a) => ({ status: a.status, body: JSON.stringify(a.body).replace(/\d+ seconds/, "N seconds") }));
    expect(shape(await guess60(unknown))).toEqual(shape(await guess60(known)));
  });

  test("the auth service's own password grant is throttled too", async () => {
    const email = newUserEmail();
    const grant = (i: number) =>
      call("/auth/v1/token?grant_type=password", {
        method: "POST",
        json: { email, password: "wrong-password" },
        headers: { "X-Forwarded-For": `203.0.113.${i}` },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await grant(i)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
  });
});

describe("with the default setting (no trusted proxy) a spoofed X-Forwarded-For is not the client's address", () => {
  let direct: RunningServer;
  beforeAll(async () => {
    direct = await startSecondServer({ TRUSTED_PROXY_HOPS: "", AUTH_RATE_LIMIT_TOKEN: "5" });
  }, 90_000);
  afterAll(() => direct?.stop());

  test("sign-ins claiming a new address each time still hit the per-IP limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${direct.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": `192.0.2.${i}`, "X-Real-IP": `192.0.2.${i}` },
        // A different unknown account each time, so only the per-IP limit can answer 429.
        body: JSON.stringify({ email: `spoof-${i}@example.com`, password: "wrong-password" }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });
});

describe("a raw request target cannot smuggle a host past the checks", () => {
  /** Sends one raw HTTP/1.1 request and returns the status line and headers. */
  function raw(requestLine: string, host: string): Promise<string> {
    const { hostname, port } = new URL(PORTAL_URL);
    return new Promise((resolve, reject) => {
      let text = "";
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(`${requestLine}\r\nHost: ${host}\r\nX-Forwarded-For: 10.77.0.2\r\nConnection: close\r\n\r\n`),
      );
      socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
      socket.on("end", () => resolve(text));
      socket.on("error", reject);
    });
  }

  test("an absolute-form target's host counts as the Host: a foreign one is refused, never redirected to", async () => {
    const { host } = new URL(PORTAL_URL);
    const foreign = await raw("GET http://evil.example/api/config HTTP/1.1", host);
    expect(foreign).toMatch(/^HTTP\/1\.1 421 /);
    expect(foreign).not.toMatch(/^location:/im);
    const own = await raw(`GET ${PORTAL_URL}/api/config HTTP/1.1`, "evil.example");
    expect(own).toMatch(/^HTTP\/1\.1 200 /);
  });
});

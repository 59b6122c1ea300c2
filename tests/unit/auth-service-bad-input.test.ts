/** Every bad request to the built-in auth service gets a specific 4xx and changes nothing. */
import { decodeJwt, generateKeyPair, SignJWT } from "jose";
import { signAccessToken } from "@/lib/server/auth/access-token";
import { JWT_ISSUER } from "@/lib/server/auth/keys";
import { authOneTimeTokens, authSessions } from "@/lib/server/platform/db/schema";
import { lastLinkTo, SITE, startGoTrue, type GoTrueHarness } from "../helpers/gotrue-harness";

let auth: GoTrueHarness;
let userId: string;
const EMAIL = "sam@example.com";

beforeAll(async () => {
  auth = await startGoTrue();
  userId = await auth.addUser(EMAIL, "correct-horse");
});
afterAll(() => auth.close());
beforeEach(() => {
  auth.ip.current = `198.51.100.${Math.floor(Math.random() * 250)}`;
});

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return auth.fetch(`${SITE}/auth/v1/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Any PKCE challenge: these tests only ask for links, they never exchange one. */
const PKCE = { code_challenge: "c".repeat(43), code_challenge_method: "s256" };

async function sessionCount() {
  return (await auth.database.db.select().from(authSessions)).length;
}

test("a wrong password and an unknown e-mail get the same 400 and no session", async () => {
  const before = await sessionCount();
  const wrong = await post("token?grant_type=password", { email: EMAIL, password: "nope-nope" });
  const unknown = await post("token?grant_type=password", { email: "ghost@example.com", password: "nope-nope" });
  expect(wrong.status).toBe(400);
  expect(unknown.status).toBe(400);
  expect(await wrong.json()).toEqual(await unknown.json());
  expect(await sessionCount()).toBe(before);
});

test.each([
  ["malformed JSON", 400, "bad_json", "{not json"],
  ["missing password", 400, "validation_failed", { email: EMAIL }],
  ["wrong types", 400, "validation_failed", { email: 42, password: true }],
  ["a long password", 400, "validation_failed", { email: EMAIL, password: "x".repeat(5_000) }],
  ["a body over 8 KB", 413, "request_too_large", { email: EMAIL, password: "x".repeat(100_000) }],
  // PostgreSQL cannot store a NUL: refused before anything reaches the database.
  ["a NUL in the e-mail", 400, "validation_failed", { email: `${EMAIL}\u0000`, password: "nope-nope" }],
])("password grant with %s: %i %s", async (_name, status, code, body) => {
  const response = await post("token?grant_type=password", body);
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ code });
});

test.each(["text/plain", "application/x-www-form-urlencoded", ""])(
  "a body sent as %s (a cross-site form) is refused with 415",
  async (type) => {
    const response = await auth.fetch(`${SITE}/auth/v1/otp`, {
      method: "POST",
      headers: type ? { "Content-Type": type } : {},
      body: JSON.stringify({ email: EMAIL, ...PKCE }),
    });
    expect(response.status).toBe(415);
  },
);

test("a NUL in any body field is refused naming the field, before the database sees it", async () => {
  const response = await post("otp", { email: "ok@example.com", code_challenge: "a\u0000b" });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    code: "validation_failed",
    msg: "code_challenge: must not contain the NUL character (U+0000)",
  });
});

test("an unknown grant type is refused", async () => {
  const response = await post("token?grant_type=client_credentials", {});
  expect(response.status).toBe(400);
});

test("expired and forged access tokens are refused by /user", async () => {
  const { data } = await auth.client().auth.signInWithPassword({ email: EMAIL, password: "correct-horse" });
  const sessionId = String(decodeJwt(data.session?.access_token ?? "").session_id);
  const subject = {
    userId,
    email: EMAIL,
    sessionId,
    appMetadata: {},
    userMetadata: {},
    amrMethod: "password" as const,
  };
  const expired = await signAccessToken(auth.keys, subject, -60);
  const other = await generateKeyPair("ES256");
  const forged = await new SignJWT({ role: "authenticated", session_id: sessionId })
    .setProtectedHeader({ alg: "ES256", kid: auth.keys.kid })
    .setIssuer(JWT_ISSUER)
    .setSubject(userId)
    .setExpirationTime("1h")
    .sign(other.privateKey);
  for (const token of [expired, forged, "not-a-jwt"]) {
    const response = await auth.fetch(`${SITE}/auth/v1/user`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "bad_jwt" });
  }
  const missing = await auth.fetch(`${SITE}/auth/v1/user`);
  expect(missing.status).toBe(401);
});

test("a service-role key cannot be made by signing with another key", async () => {
  const other = await generateKeyPair("ES256");
  const fake = await new SignJWT({ role: "service_role" })
    .setProtectedHeader({ alg: "ES256", kid: auth.keys.kid })
    .setIssuer(JWT_ISSUER)
    .sign(other.privateKey);
  const response = await auth.fetch(`${SITE}/auth/v1/admin/users`, { headers: { Authorization: `Bearer ${fake}` } });
  expect(response.status).toBe(403);
});

test("an unknown refresh token is refused", async () => {
  const response = await post("token?grant_type=refresh_token", { refresh_token: "made-up" });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: "refresh_token_not_found" });
});

test("a magic-link token that expired is refused and creates no session", async () => {
  await auth.client().auth.signInWithOtp({ email: EMAIL, options: { emailRedirectTo: `${SITE}/auth/callback` } });
  const link = lastLinkTo(auth.outbox, EMAIL);
  await auth.database.db.update(authOneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) });
  const before = await sessionCount();
  const fromApi = await auth.fetch(link, { redirect: "manual" });
  expect(fromApi.status).toBe(403);
  expect(await fromApi.json()).toMatchObject({ msg: expect.stringContaining("invalid or has expired") });
  const fromBrowser = await auth.fetch(link, { redirect: "manual", headers: { Accept: "text/html" } });
  expect(fromBrowser.status).toBe(303);
  expect(fromBrowser.headers.get("location")).toBe(`${SITE}/login?link=expired`);
  expect(await sessionCount()).toBe(before);
});

test("a redirect_to other than the allowed sign-in addresses is refused, not replaced; no e-mail is sent", async () => {
  const sentBefore = auth.outbox.length;
  const refused = [
    "https://evil.example/steal",
    "//evil.example/auth/callback",
    "javascript:alert(1)",
    `${SITE}/go/abc123`,
    "/go/abc123",
    "/",
    `${SITE}/auth/callback?next=/go/abc123`,
    `${SITE}/auth/callback#x`,
    "/auth/callback/../go/abc123",
    `${SITE}/auth/callbackx`,
    "http://portal.test.evil.example/auth/callback",
  ];
  for (const target of refused) {
    const response = await post(`otp?redirect_to=${encodeURIComponent(target)}`, { email: EMAIL, ...PKCE });
    expect([target, response.status]).toEqual([target, 400]);
    expect(await response.json()).toMatchObject({
      code: "validation_failed",
      msg: `redirect_to must be one of this site's sign-in addresses: ${SITE}/auth/callback`,
    });
  }
  expect(auth.outbox.length).toBe(sentBefore);
});

test("the sign-in callback, as a path or on this origin, is accepted", async () => {
  for (const [email, target] of [
    ["first-allowed@example.com", "/auth/callback"],
    ["second-allowed@example.com", `${SITE}/auth/callback`],
  ] as const) {
    await auth.addUser(email, "whatever-1");
    const response = await post(`otp?redirect_to=${encodeURIComponent(target)}`, { email, ...PKCE });
    expect(response.status).toBe(200);
    expect(lastLinkTo(auth.outbox, email)).toContain(`redirect_to=${encodeURIComponent(`${SITE}/auth/callback`)}`);
  }
});

test("a sign-in link is issued only with PKCE: without a code_challenge the request is refused", async () => {
  const sentBefore = auth.outbox.length;
  const response = await post(`otp?redirect_to=${encodeURIComponent("/auth/callback")}`, { email: EMAIL });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({
    code: "validation_failed",
    msg: "code_challenge is required: this service sends sign-in links only with PKCE",
  });
  expect(auth.outbox.length).toBe(sentBefore);
});

test("an unknown address gets the same answer as a known one but no e-mail", async () => {
  const sentBefore = auth.outbox.length;
  const response = await post(`otp?redirect_to=${encodeURIComponent("/auth/callback")}`, {
    email: "nobody@example.com",
    ...PKCE,
  });
  expect(response.status).toBe(200);
  expect(auth.outbox.length).toBe(sentBefore);
});

test("one magic-link e-mail per address per interval: the second gets 429", async () => {
  const email = "limited@example.com";
  await auth.addUser(email, "whatever-1");
  expect((await post("otp", { email, ...PKCE })).status).toBe(200);
  const second = await post("otp", { email, ...PKCE });
  expect(second.status).toBe(429);
  expect(second.headers.get("retry-after")).toMatch(/^\d+$/);
  expect(await second.json()).toMatchObject({ code: "over_email_send_rate_limit" });
  expect(auth.outbox.filter((m) => m.to === email)).toHaveLength(1);
});

test("per-IP limits on the token and otp endpoints answer 429 with a clear message", async () => {
  const limited = await startGoTrue({ tokenRateLimit: 3, otpRateLimit: 2 });
  try {
    const token = () =>
      limited.fetch(`${SITE}/auth/v1/token?grant_type=password`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "a@b.co", password: "xxxxxx" }),
      });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await token()).status);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const body = (await (await token()).json()) as { msg: string };
    expect(body.msg).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);

    limited.ip.current = "192.0.2.99";
    expect((await token()).status).toBe(400);
  } finally {
    await limited.close();
  }
});

/** Every bad request to the built-in auth service gets a specific 4xx and changes nothing. */
import { decodeJwt, generateKeyPair, SignJWT } from "jose";
import { signAccessToken } from "@/lib/server/auth/access-token";
import { JWT_ISSUER } from "@/lib/server/auth/keys";
import { authOneTimeTokens, authSessions } from "@/lib/server/db/schema";
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
  ["huge password", 400, "validation_failed", { email: EMAIL, password: "x".repeat(100_000) }],
  // PostgreSQL cannot store a NUL: refused before anything reaches the database.
  ["a NUL in the e-mail", 400, "validation_failed", { email: `${EMAIL}\u0000`, password: "nope-nope" }],
])("password grant with %s: %i %s", async (_name, status, code, body) => {
  const response = await post("token?grant_type=password", body);
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ code });
});

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
  expect(fromBrowser.headers.get("location")).toBe(`${SITE}/login?link=unusable`);
  expect(await sessionCount()).toBe(before);
});

test("an off-site redirect_to is refused and no e-mail is sent", async () => {
  const sentBefore = auth.outbox.length;
  for (const target of ["https://evil.example/steal", "//evil.example/x", "javascript:alert(1)"]) {
    const response = await post(`otp?redirect_to=${encodeURIComponent(target)}`, { email: "other@example.com" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ msg: "redirect_to must be a path on this site" });
  }
  expect(auth.outbox.length).toBe(sentBefore);
});

test("an unknown address gets the same answer as a known one but no e-mail", async () => {
  const sentBefore = auth.outbox.length;
  const response = await post(`otp?redirect_to=${encodeURIComponent("/auth/callback")}`, {
    email: "nobody@example.com",
  });
  expect(response.status).toBe(200);
  expect(auth.outbox.length).toBe(sentBefore);
});

test("one magic-link e-mail per address per interval: the second gets 429", async () => {
  const email = "limited@example.com";
  await auth.addUser(email, "whatever-1");
  expect((await post("otp", { email })).status).toBe(200);
  const second = await post("otp", { email });
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

/**
 * The code of a sign-in e-mail (supabase-js's verifyOtp with type "email") against the built-in auth
 * service: it signs in once, within the link's lifetime, and spends the link with it.
 */
import { eq } from "drizzle-orm";
import { authOneTimeTokens, authSessions, authUsers } from "@/lib/server/platform/db/schema";
import { lastCodeTo, lastLinkTo, SITE, startGoTrue, type GoTrueHarness } from "../helpers/gotrue-harness";

let auth: GoTrueHarness;
const PASSWORD = "s3cret-pass";
const CALLBACK = `${SITE}/auth/callback`;

beforeAll(async () => {
  // A new e-mail to the same address at once: these tests ask for several.
  auth = await startGoTrue({ emailIntervalSeconds: 0 });
});
afterAll(() => auth.close());
beforeEach(() => jest.spyOn(console, "warn").mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

let users = 0;
/** A new user who has just asked for a sign-in e-mail in `browser` (a supabase-js client). */
async function emailed(browser = auth.client()) {
  const email = `code.${++users}@example.com`;
  await auth.addUser(email, PASSWORD);
  await ask(email, browser);
  return { email, browser, code: lastCodeTo(auth.outbox, email), link: lastLinkTo(auth.outbox, email) };
}

async function ask(email: string, browser = auth.client()) {
  const sent = await browser.auth.signInWithOtp({ email, options: { emailRedirectTo: CALLBACK } });
  expect(sent.error).toBeNull();
}

const verifyCode = (email: string, token: string) => auth.client().auth.verifyOtp({ email, token, type: "email" });

/** Where a browser following the link is sent (the sign-in page says why for a refused link). */
async function follow(link: string) {
  const response = await auth.fetch(link, { redirect: "manual", headers: { Accept: "text/html" } });
  expect(response.status).toBe(303);
  return new URL(response.headers.get("location") ?? "");
}

const sessionsOf = async (email: string) =>
  (
    await auth.database.db
      .select()
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .where(eq(authUsers.email, email))
  ).length;

test("the e-mail carries a 6-digit code beside its link, and the code signs in", async () => {
  const { email, code } = await emailed();
  expect(code).toMatch(/^\d{6}$/);
  const { data, error } = await verifyCode(email, code);
  expect(error).toBeNull();
  expect(data.user?.email).toBe(email);
  expect(data.session?.access_token).toBeTruthy();
  expect(data.session?.refresh_token).toBeTruthy();
  expect(await sessionsOf(email)).toBe(1);
});

test("the raw answer is GoTrue's: a session with its user; spaces and dashes in the code are dropped", async () => {
  const { email, code } = await emailed();
  const response = await auth.fetch(`${SITE}/auth/v1/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ type: "email", email: email.toUpperCase(), token: `${code.slice(0, 3)}-${code.slice(3)} ` }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({
    token_type: "bearer",
    expires_in: 900,
    access_token: expect.any(String),
    refresh_token: expect.any(String),
    user: { email, aud: "authenticated" },
  });
});

test("a wrong code fails with otp_expired and says the code is not right; no session", async () => {
  const { email, code } = await emailed();
  const wrong = code === "000000" ? "000001" : "000000";
  const { data, error } = await verifyCode(email, wrong);
  expect(error?.status).toBe(403);
  expect(error?.code).toBe("otp_expired");
  expect(error?.message).toBe("That code is not right. Check the code in the newest sign-in e-mail and try again.");
  expect(data.session).toBeNull();
  expect(await sessionsOf(email)).toBe(0);
});

test("an address without an account gets the wrong code's answer", async () => {
  const { error } = await verifyCode("nobody.here@example.com", "123456");
  expect(error?.code).toBe("otp_expired");
  expect(error?.message).toContain("not right");
});

test("a code past the link's lifetime fails and says it expired; so does its link", async () => {
  const { email, code, link } = await emailed();
  await expire(email);
  const { error } = await verifyCode(email, code);
  expect(error?.code).toBe("otp_expired");
  expect(error?.message).toBe("That code has expired. Ask for a new sign-in e-mail.");
  expect(await sessionsOf(email)).toBe(0);
  expect((await follow(link)).search).toBe("?link=expired");
});

async function expire(email: string) {
  const [user] = await auth.database.db.select().from(authUsers).where(eq(authUsers.email, email));
  await auth.database.db
    .update(authOneTimeTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(authOneTimeTokens.userId, user?.id ?? ""));
}

test("a code works once, and using it spends the link", async () => {
  const { email, code, link } = await emailed();
  expect((await verifyCode(email, code)).error).toBeNull();
  const again = await verifyCode(email, code);
  expect(again.error?.code).toBe("otp_expired");
  expect(again.error?.message).toContain("already used");
  expect((await follow(link)).search).toBe("?link=used");
  expect((await auth.fetch(link, { redirect: "manual" })).status).toBe(403);
  expect(await sessionsOf(email)).toBe(1);
});

test("a link that signed in spends the code", async () => {
  const { email, code, link, browser } = await emailed();
  const callback = await follow(link);
  const exchanged = await browser.auth.exchangeCodeForSession(callback.searchParams.get("code") ?? "");
  expect(exchanged.error).toBeNull();
  const { error } = await verifyCode(email, code);
  expect(error?.message).toContain("already used");
  expect(await sessionsOf(email)).toBe(1);
});

test("a link opened in another browser cannot finish there, and leaves the e-mail's code usable", async () => {
  const { email, code, link, browser } = await emailed();
  const callback = await follow(link);
  const authCode = callback.searchParams.get("code") ?? "";
  const elsewhere = await auth.client().auth.exchangeCodeForSession(authCode);
  expect(elsewhere.error?.code).toBe("pkce_code_verifier_not_found");

  const { data, error } = await verifyCode(email, code);
  expect(error).toBeNull();
  expect(data.session).not.toBeNull();
  // The asking browser cannot use the link any more: the code spent it.
  const asking = await browser.auth.exchangeCodeForSession(authCode);
  expect(asking.error?.code).toBe("otp_expired");
  expect(await sessionsOf(email)).toBe(1);
});

test("a newer e-mail replaces the older one: its code and its link stop working", async () => {
  const { email, code, link } = await emailed();
  await ask(email);
  const newer = lastCodeTo(auth.outbox, email);
  expect((await verifyCode(email, code)).error?.code).toBe("otp_expired");
  expect((await follow(link)).search).toBe("?link=used");
  expect((await verifyCode(email, newer)).error).toBeNull();
});

test("after five wrong codes the account is throttled like a password, even for the right code", async () => {
  const { email, code } = await emailed();
  const wrong = code === "999999" ? "999998" : "999999";
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await verifyCode(email, wrong)).error?.status).toBe(403);
  }
  const response = await auth.fetch(`${SITE}/auth/v1/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ type: "email", email, token: code }),
  });
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(25);
  expect(await response.json()).toMatchObject({
    code: "over_request_rate_limit",
    msg: expect.stringMatching(/^Too many wrong codes for this account\. Please try again in \d+ seconds\.$/),
  });
  expect(await sessionsOf(email)).toBe(0);
  // Codes and passwords count apart: the password still signs in.
  const password = await auth.client().auth.signInWithPassword({ email, password: PASSWORD });
  expect(password.error).toBeNull();
});

test("a banned user's right code is refused and creates no session", async () => {
  const { email, code } = await emailed();
  await auth.database.db
    .update(authUsers)
    .set({ bannedUntil: new Date("2999-12-31T00:00:00Z") })
    .where(eq(authUsers.email, email));
  const { error } = await verifyCode(email, code);
  expect(error?.code).toBe("user_banned");
  expect(await sessionsOf(email)).toBe(0);
});

test.each([
  [{ type: "sms", email: "a@example.com", token: "123456" }, /^type: type must be "email"/],
  [{ type: "email", email: "a@example.com", token: "12345" }, /^token: token must be the 6-digit code/],
  [{ type: "email", email: "a@example.com", token: "12345a" }, /6-digit code/],
  [{ type: "email", token: "123456" }, /^email:/],
])("a malformed verification %j is a 400 validation_failed", async (body, message) => {
  const response = await auth.fetch(`${SITE}/auth/v1/verify`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: "validation_failed", msg: expect.stringMatching(message) });
});

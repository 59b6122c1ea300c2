import { randomUUID } from "node:crypto";
import { call, login, otpBody, outboxCodeTo, outboxLinkTo, outboxMailsTo } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

test("a magic link from the outbox signs the rep in through the PKCE code exchange", async () => {
  const verifier = "v".repeat(43) + Date.now();
  const { createHash } = await import("node:crypto");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const otp = await call(`/auth/v1/otp?redirect_to=${encodeURIComponent(`${process.env.PORTAL_URL}/auth/callback`)}`, {
    method: "POST",
    json: { email: REP.email, code_challenge: challenge, code_challenge_method: "s256" },
  });
  expect(otp.status).toBe(200);

  const link = outboxLinkTo(REP.email);
  expect(link).toBeDefined();
  const verify = await call(new URL(link ?? "").pathname + new URL(link ?? "").search);
  expect(verify.status).toBe(303);
  const callback = new URL(verify.headers.get("location") ?? "");
  expect(callback.pathname).toBe("/auth/callback");

  const token = await call("/auth/v1/token?grant_type=pkce", {
    method: "POST",
    json: { auth_code: callback.searchParams.get("code"), code_verifier: verifier },
  });
  expect(token.status).toBe(200);
  const session = (await token.json()) as { access_token: string };
  const verified = await call("/api/auth/verify", { token: session.access_token });
  expect(await verified.json()).toMatchObject({ role: "rep" });

  const reused = await call(new URL(link ?? "").pathname + new URL(link ?? "").search, {
    headers: { Accept: "text/html" },
  });
  expect(reused.status).toBe(303);
  expect(reused.headers.get("location")).toBe(`${process.env.PORTAL_URL}/login?link=used`);
});

describe("the code of a sign-in e-mail (POST /auth/v1/verify, type email)", () => {
  /** A new rep, made by the admin, who has just asked for a sign-in e-mail. */
  async function emailedRep() {
    const { session } = await login(ADMIN);
    const email = `code-${randomUUID().slice(0, 8)}@example.com`;
    const created = await call("/api/admin/users", {
      method: "POST",
      token: session.access_token,
      json: { email, password: "code12345", firstName: "Casey", lastName: "Code" },
    });
    expect(created.status).toBe(201);
    expect((await call("/auth/v1/otp", { method: "POST", json: otpBody(email) })).status).toBe(200);
    const code = outboxCodeTo(email);
    const link = outboxLinkTo(email);
    if (!code || !link) throw new Error(`no code or link e-mailed to ${email}`);
    return { email, code, link: new URL(link) };
  }
  const verifyCode = (email: string, token: string) =>
    call("/auth/v1/verify", { method: "POST", json: { type: "email", email, token } });

  test("a link opened in another browser leaves the code, which signs in once; then the link is used", async () => {
    const { email, code, link } = await emailedRep();
    // Another browser follows the link: it gets a PKCE code it cannot exchange, and nothing is spent.
    const opened = await call(link.pathname + link.search, { headers: { Accept: "text/html" } });
    expect(new URL(opened.headers.get("location") ?? "").pathname).toBe("/auth/callback");

    const signedIn = await verifyCode(email, code);
    expect(signedIn.status).toBe(200);
    const session = (await signedIn.json()) as { access_token: string; user: { email: string } };
    expect(session.user.email).toBe(email);
    const verified = await call("/api/auth/verify", { token: session.access_token });
    expect(await verified.json()).toMatchObject({ role: "rep", user: { email } });

    const again = await verifyCode(email, code);
    expect(again.status).toBe(403);
    expect(await again.json()).toMatchObject({ code: "otp_expired", msg: expect.stringContaining("already used") });
    const reopened = await call(link.pathname + link.search, { headers: { Accept: "text/html" } });
    expect(reopened.headers.get("location")).toBe(`${process.env.PORTAL_URL}/login?link=used`);
  });

  test("a wrong code is refused with a sentence that says so", async () => {
    const { email, code } = await emailedRep();
    const refused = await verifyCode(email, code === "111111" ? "222222" : "111111");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "otp_expired", msg: expect.stringContaining("not right") });
  });
});

test("a second link to the same address within a minute is refused with 429", async () => {
  expect((await call("/auth/v1/otp", { method: "POST", json: otpBody(ADMIN.email) })).status).toBe(200);
  const again = await call("/auth/v1/otp", { method: "POST", json: otpBody(ADMIN.email) });
  expect(again.status).toBe(429);
  expect(((await again.json()) as { msg: string }).msg).toMatch(/only request this after \d+ seconds/);
});

test("the auth service reports its health and publishes its keys", async () => {
  expect((await call("/auth/v1/health")).status).toBe(200);
  const jwks = (await (await call("/auth/v1/.well-known/jwks.json")).json()) as { keys: unknown[] };
  expect(jwks.keys).toHaveLength(1);
  expect((await call("/auth/v1/nothing-here")).status).toBe(404);
});

describe("a rep's short link cannot receive another user's sign-in (the reproduced takeover)", () => {
  let shortLink: string;

  beforeAll(async () => {
    const { session } = await login(REP);
    const created = await call("/api/tracked-links", {
      method: "POST",
      token: session.access_token,
      json: { name: "Catcher", originalUrl: "https://attacker.example/collect" },
    });
    const { slug } = (await created.json()) as { slug: string };
    shortLink = `${process.env.PORTAL_URL}/go/${slug}`;
  });

  test.each([
    ["without PKCE (the implicit flow)", { email: ADMIN.email }],
    ["with PKCE", otpBody(ADMIN.email)],
  ])(
    "a link for the admin that would return to the rep's /go is refused %s, and no e-mail is sent",
    async (_how, json) => {
      const mailsBefore = outboxMailsTo(ADMIN.email).length;
      const asked = await call(`/auth/v1/otp?redirect_to=${encodeURIComponent(shortLink)}`, { method: "POST", json });
      expect(asked.status).toBe(400);
      expect(((await asked.json()) as { code: string }).code).toBe("validation_failed");
      expect(outboxMailsTo(ADMIN.email)).toHaveLength(mailsBefore);
    },
  );

  test("a link asked for without PKCE is refused even to the sign-in callback: no tokens in a URL, ever", async () => {
    const asked = await call(
      `/auth/v1/otp?redirect_to=${encodeURIComponent(`${process.env.PORTAL_URL}/auth/callback`)}`,
      {
        method: "POST",
        json: { email: REP.email },
      },
    );
    expect(asked.status).toBe(400);
    expect(((await asked.json()) as { msg: string }).msg).toContain("code_challenge is required");
  });
});

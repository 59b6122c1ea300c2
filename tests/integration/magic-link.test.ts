import { call, login, otpBody, outboxLinkTo, outboxMailsTo } from "./portal";
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
  expect(reused.headers.get("location")).toBe(`${process.env.PORTAL_URL}/login?link=unusable`);
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

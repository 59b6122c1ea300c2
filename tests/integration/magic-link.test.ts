import { call, DEMO_REP, outboxLinkTo } from "./portal";

test("a magic link from the outbox signs the rep in through the PKCE code exchange", async () => {
  const verifier = "v".repeat(43) + Date.now();
  const { createHash } = await import("node:crypto");
  const challenge = createHash("sha256").update(verifier).digest("base64url");
  const otp = await call(`/auth/v1/otp?redirect_to=${encodeURIComponent(`${process.env.PORTAL_URL}/auth/callback`)}`, {
    method: "POST",
    json: { email: DEMO_REP.email, code_challenge: challenge, code_challenge_method: "s256" },
  });
  expect(otp.status).toBe(200);

  const link = outboxLinkTo(DEMO_REP.email);
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
  const email = "admin@example.com";
  expect((await call("/auth/v1/otp", { method: "POST", json: { email } })).status).toBe(200);
  const again = await call("/auth/v1/otp", { method: "POST", json: { email } });
  expect(again.status).toBe(429);
  expect(((await again.json()) as { msg: string }).msg).toMatch(/only request this after \d+ seconds/);
});

test("the auth service reports its health and publishes its keys", async () => {
  expect((await call("/auth/v1/health")).status).toBe(200);
  const jwks = (await (await call("/auth/v1/.well-known/jwks.json")).json()) as { keys: unknown[] };
  expect(jwks.keys).toHaveLength(1);
  expect((await call("/auth/v1/nothing-here")).status).toBe(404);
});

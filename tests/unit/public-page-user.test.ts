import os from "node:os";
import { createChunks, stringToBase64URL } from "@supabase/ssr";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { NextRequest } from "next/server";
import { AUTH_COOKIE_NAME } from "@/lib/auth-cookie";
import { signAccessToken } from "@/lib/server/auth/access-token";
import { JWT_ISSUER, loadAuthKeys, type AuthKeys } from "@/lib/server/auth/keys";
import { publicPageUserId } from "@/lib/server/session/session";
import { parseServerEnv } from "@/lib/server/platform/env";
import type { AuthSetup } from "@/lib/server/auth/keys";

const USER = "6f1c2a8e-1111-4222-8333-444455556666";
const HOSTED = "https://project.supabase.example";
const SECRET = "a-legacy-hs256-secret-of-enough-length";

/** Any use of the database, the mailer or the hit writer fails the test: recognizing touches none. */
const untouchable = new Proxy(
  {},
  {
    get: (_target, name) => {
      throw new Error(`a public page's recognition used ${String(name)}`);
    },
  },
);

let keys: AuthKeys;
let builtin: AuthSetup;
let hosted: AuthSetup;

beforeAll(async () => {
  const { privateKey } = await generateKeyPair("ES256", { extractable: true });
  keys = await loadAuthKeys(untouchable as AuthSetup["db"], JSON.stringify(await exportJWK(privateKey)));
  const base = { db: untouchable as AuthSetup["db"] };
  builtin = { ...base, env: parseServerEnv({ DATA_DIR: os.tmpdir() }), authKeys: keys };
  hosted = {
    ...base,
    env: parseServerEnv({
      DATA_DIR: os.tmpdir(),
      SUPABASE_URL: HOSTED,
      SUPABASE_ANON_KEY: "anon",
      SUPABASE_SERVICE_ROLE_KEY: "service",
      SUPABASE_JWT_SECRET: SECRET,
    }),
    authKeys: undefined,
  };
});

const subject = {
  userId: USER,
  email: "rep@example.com",
  sessionId: "00000000-0000-4000-8000-000000000001",
  appMetadata: {},
  userMetadata: {},
  amrMethod: "password" as const,
};

/** A request as a browser sends it: the session cookie the auth client wrote, or a bearer token. */
function visit(token: string, via: "cookie" | "bearer" = "cookie"): NextRequest {
  const stored = { access_token: token, expires_at: 1, refresh_token: "r" };
  const session = `base64-${stringToBase64URL(JSON.stringify(stored))}`;
  const cookie = createChunks(AUTH_COOKIE_NAME, session)
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  return new NextRequest("http://localhost/go/abc", {
    headers: via === "cookie" ? { cookie } : { authorization: `Bearer ${token}` },
  });
}

test("an expired but authentic token in the cookie or the bearer header names its user", async () => {
  const expired = await signAccessToken(keys, subject, -3600);
  expect(await publicPageUserId(builtin, visit(expired))).toBe(USER);
  expect(await publicPageUserId(builtin, visit(expired, "bearer"))).toBe(USER);
  const live = await signAccessToken(keys, subject, 600);
  expect(await publicPageUserId(builtin, visit(live))).toBe(USER);
});

test("a token of another key, issuer or role, without a subject, or no token names nobody", async () => {
  const { privateKey: otherKey } = await generateKeyPair("ES256");
  const sign = (claims: Record<string, unknown>, issuer = JWT_ISSUER, key = keys.privateKey) => {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid: keys.kid }).setIssuer(issuer);
    return (claims.role === "authenticated" ? jwt.setSubject(USER) : jwt).setExpirationTime("1h").sign(key);
  };
  const refused = [
    await sign({ role: "authenticated" }, JWT_ISSUER, otherKey),
    await sign({ role: "authenticated" }, "someone-else"),
    await sign({ role: "anon" }),
    keys.anonKey,
    keys.serviceRoleKey,
    "not-a-token",
  ];
  for (const token of refused) expect(await publicPageUserId(builtin, visit(token))).toBeUndefined();
  const noSubject = await new SignJWT({ role: "authenticated" })
    .setProtectedHeader({ alg: "ES256", kid: keys.kid })
    .setIssuer(JWT_ISSUER)
    .sign(keys.privateKey);
  expect(await publicPageUserId(builtin, visit(noSubject))).toBeUndefined();
  expect(await publicPageUserId(builtin, new NextRequest("http://localhost/go/abc"))).toBeUndefined();
});

test("with hosted Supabase Auth: its secret and issuer, expired or not; another issuer names nobody", async () => {
  const hs256 = (issuer: string, expiresAt: number) =>
    new SignJWT({ role: "authenticated" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(issuer)
      .setSubject(USER)
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(SECRET));
  const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
  expect(await publicPageUserId(hosted, visit(await hs256(`${HOSTED}/auth/v1`, anHourAgo)))).toBe(USER);
  expect(await publicPageUserId(hosted, visit(await hs256("https://other.example/auth/v1", anHourAgo)))).toBe(
    undefined,
  );
  // The built-in key means nothing to a hosted deployment.
  expect(await publicPageUserId(hosted, visit(await signAccessToken(keys, subject, 600)))).toBeUndefined();
});

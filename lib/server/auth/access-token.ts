import "server-only";
import { jwtVerify, SignJWT, type JWTPayload, type JWTVerifyOptions } from "jose";
import { JWT_ALG, JWT_ISSUER, type AuthKeys } from "./keys";

export interface AccessTokenSubject {
  userId: string;
  email: string;
  sessionId: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  amrMethod: "password" | "otp";
}

/** An access token shaped like Supabase Auth's, so supabase-js and the app read it alike. */
export function signAccessToken(keys: AuthKeys, subject: AccessTokenSubject, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: subject.email,
    phone: "",
    app_metadata: subject.appMetadata,
    user_metadata: subject.userMetadata,
    role: "authenticated",
    aal: "aal1",
    amr: [{ method: subject.amrMethod, timestamp: now }],
    session_id: subject.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: JWT_ALG, kid: keys.kid, typ: "JWT" })
    .setIssuer(JWT_ISSUER)
    .setAudience("authenticated")
    .setSubject(subject.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(keys.privateKey);
}

export interface VerifiedClaims extends JWTPayload {
  sub: string;
  email?: string;
  session_id?: string;
  role?: string;
  app_metadata?: Record<string, unknown>;
}

/** Verifies signature, issuer and expiry (as `options` allow); throws on anything else. */
export async function verifyBuiltinToken(
  keys: AuthKeys,
  token: string,
  options: Pick<JWTVerifyOptions, "clockTolerance"> = {},
): Promise<VerifiedClaims> {
  const { payload } = await jwtVerify<VerifiedClaims>(token, keys.publicKey, {
    ...options,
    algorithms: [JWT_ALG],
    issuer: JWT_ISSUER,
  });
  if (typeof payload.sub !== "string" && payload.role !== "service_role" && payload.role !== "anon") {
    throw new Error("token has no subject");
  }
  return payload;
}

import "server-only";
import { and, eq } from "drizzle-orm";
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify, type JWTPayload, type JWTVerifyOptions } from "jose";
import { authSessions } from "@/lib/server/platform/db/schema";
import type { AuthSetup } from "@/lib/server/auth/keys";
import { isServiceUnreachable } from "@/lib/server/platform/outage/unreachable";
import { verifyBuiltinToken } from "@/lib/server/auth/access-token";

/** Who a verified access token names. */
export interface TokenIdentity {
  userId: string;
  email: string;
  sessionId: string | undefined;
  /** The role the auth service put in app_metadata; only used to create a missing profile. */
  claimedRole: string | undefined;
}

let remoteJwks: { url: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;

const trimmed = (supabaseUrl: string) => supabaseUrl.replace(/\/$/, "");

function hostedJwks(supabaseUrl: string) {
  const url = `${trimmed(supabaseUrl)}/auth/v1/.well-known/jwks.json`;
  if (remoteJwks?.url !== url)
    remoteJwks = { url, keys: createRemoteJWKSet(new URL(url), { cacheMaxAge: 10 * 60 * 1000 }) };
  return remoteJwks.keys;
}

type CheckOptions = Pick<JWTVerifyOptions, "clockTolerance" | "issuer">;

async function verifyHosted(auth: Pick<AuthSetup, "env">, token: string, options: CheckOptions): Promise<JWTPayload> {
  const { SUPABASE_URL, SUPABASE_JWT_SECRET } = auth.env;
  if (!SUPABASE_URL) throw new Error("SUPABASE_URL is not set");
  const { alg } = decodeProtectedHeader(token);
  if (alg === "HS256") {
    if (!SUPABASE_JWT_SECRET) throw new Error("HS256 tokens need SUPABASE_JWT_SECRET");
    const secret = new TextEncoder().encode(SUPABASE_JWT_SECRET);
    return (await jwtVerify(token, secret, { ...options, algorithms: ["HS256"] })).payload;
  }
  return (await jwtVerify(token, hostedJwks(SUPABASE_URL), options)).payload;
}

/** jose cannot skip its expiry check; a clock tolerance of all time does. */
const ANY_EXPIRY = { clockTolerance: Number.MAX_SAFE_INTEGER };

/**
 * The claims of a token signed by this portal's auth service (its key, or the hosted project's key
 * set or legacy secret); throws when it is not. With `anyExpiry` an expired token passes too, for a
 * caller that only recognizes who it names and lets nobody in; the hosted project's issuer is then
 * checked as well, since no expiry ties the token to the present any more.
 */
export async function authenticClaims(
  auth: Pick<AuthSetup, "env" | "authKeys">,
  token: string,
  { anyExpiry = false }: { anyExpiry?: boolean } = {},
): Promise<JWTPayload> {
  const expiry = anyExpiry ? ANY_EXPIRY : {};
  if (auth.authKeys) return verifyBuiltinToken(auth.authKeys, token, expiry);
  const issuer = anyExpiry && auth.env.SUPABASE_URL ? `${trimmed(auth.env.SUPABASE_URL)}/auth/v1` : undefined;
  return verifyHosted(auth, token, { ...expiry, issuer });
}

/** The token's claims when its signature and expiry check out; throws only when the keys cannot be had. */
async function verifiedClaims(auth: AuthSetup, token: string): Promise<JWTPayload | undefined> {
  try {
    return await authenticClaims(auth, token);
  } catch (error) {
    // The hosted key set out of reach says nothing about the token: an outage, not a sign-out.
    if (isServiceUnreachable(error)) throw error;
    return undefined;
  }
}

/**
 * Checks an access token locally (signature, expiry; with the built-in service also that its
 * session was not signed out) and returns who it names, or undefined when it is not valid. Throws
 * when that cannot be told (the database or the key set out of reach): never "not valid" then.
 */
export async function verifyAccessToken(auth: AuthSetup, token: string): Promise<TokenIdentity | undefined> {
  const claims = await verifiedClaims(auth, token);
  if (!claims || claims.role !== "authenticated" || typeof claims.sub !== "string") return undefined;
  const sessionId = typeof claims.session_id === "string" ? claims.session_id : undefined;
  if (auth.authKeys) {
    if (!sessionId) return undefined;
    const [live] = await auth.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, claims.sub)));
    if (!live) return undefined;
  }
  const appMetadata = claims.app_metadata as Record<string, unknown> | undefined;
  return {
    userId: claims.sub,
    email: typeof claims.email === "string" ? claims.email : "",
    sessionId,
    claimedRole: typeof appMetadata?.role === "string" ? appMetadata.role : undefined,
  };
}

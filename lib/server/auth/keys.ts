import "server-only";
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from "jose";
import { z } from "zod";
import type { Db } from "@/lib/server/platform/db/client";
import { serverEnv, type ServerEnv } from "@/lib/server/platform/env";
import { oncePerProcess } from "@/lib/server/platform/once-per-process";
import { authSecrets } from "@/lib/server/platform/db/schema";

export const JWT_ALG = "ES256";
export const JWT_ISSUER = "rep-portal-auth";

export interface AuthKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  /** Public key for the browser (role anon), as Supabase issues it. */
  anonKey: string;
  /** Key that unlocks the admin endpoints (role service_role). Server-side only. */
  serviceRoleKey: string;
  /** Secret from which each rotated refresh token is derived from its parent (gotrue/sessions.ts). */
  refreshTokenKey: Buffer;
  /** Secret from which a sign-in e-mail's 6-digit code is derived from its link (gotrue/email-code.ts). */
  emailCodeKey: Buffer;
}

const SECRET_NAME = "jwt_private_jwk";

const privateJwkSchema = z.object({
  kty: z.literal("EC"),
  crv: z.literal("P-256"),
  x: z.string(),
  y: z.string(),
  d: z.string(),
});
type PrivateJwk = z.infer<typeof privateJwkSchema>;

function parsePrivateJwk(json: string, source: string): PrivateJwk {
  try {
    return privateJwkSchema.parse(JSON.parse(json));
  } catch {
    throw new Error(`${source} must be an ES256 (P-256) private key in JWK JSON form`);
  }
}

/** The signing key from AUTH_JWT_PRIVATE_KEY, else generated once and kept in the database. */
async function loadPrivateJwk(db: Db, fromEnv: string | undefined): Promise<PrivateJwk> {
  if (fromEnv) return parsePrivateJwk(fromEnv, "AUTH_JWT_PRIVATE_KEY");
  const stored = await db.select().from(authSecrets).where(eq(authSecrets.name, SECRET_NAME));
  if (stored[0]) return parsePrivateJwk(stored[0].value, "The stored signing key");
  const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  // Two instances starting at once: the first insert wins and both read it back.
  await db
    .insert(authSecrets)
    .values({ name: SECRET_NAME, value: JSON.stringify(jwk) })
    .onConflictDoNothing();
  const [winner] = await db.select().from(authSecrets).where(eq(authSecrets.name, SECRET_NAME));
  if (!winner) throw new Error("Could not store the auth signing key");
  return parsePrivateJwk(winner.value, "The stored signing key");
}

function signRoleKey(privateKey: CryptoKey, kid: string, role: "anon" | "service_role"): Promise<string> {
  return new SignJWT({ role })
    .setProtectedHeader({ alg: JWT_ALG, kid, typ: "JWT" })
    .setIssuer(JWT_ISSUER)
    .setIssuedAt()
    .sign(privateKey);
}

export async function loadAuthKeys(db: Db, fromEnv: string | undefined): Promise<AuthKeys> {
  const privateJwk = await loadPrivateJwk(db, fromEnv);
  const publicFields = { kty: privateJwk.kty, crv: privateJwk.crv, x: privateJwk.x, y: privateJwk.y };
  const kid = await calculateJwkThumbprint(publicFields);
  const privateKey = await importJWK(privateJwk, JWT_ALG);
  const publicKey = await importJWK(publicFields, JWT_ALG);
  const publicJwk: JWK = { ...publicFields, kid, alg: JWT_ALG, use: "sig", key_ops: ["verify"] };
  const [anonKey, serviceRoleKey] = await Promise.all([
    signRoleKey(privateKey, kid, "anon"),
    signRoleKey(privateKey, kid, "service_role"),
  ]);
  const refreshTokenKey = createHash("sha256").update(`refresh-token-chain:${privateJwk.d}`).digest();
  const emailCodeKey = createHash("sha256").update(`email-code:${privateJwk.d}`).digest();
  return { kid, privateKey, publicKey, publicJwk, anonKey, serviceRoleKey, refreshTokenKey, emailCodeKey };
}

/** What the auth code works with: the environment, the database and, for the built-in service, its keys. */
export interface AuthSetup {
  env: ServerEnv;
  db: Db;
  /** Present when the built-in auth service is in use (SUPABASE_URL unset). */
  authKeys: AuthKeys | undefined;
}

/** This process's auth setup over `db`; the built-in service's keys are loaded once. */
export async function authSetup(db: Db): Promise<AuthSetup> {
  const env = serverEnv();
  const authKeys = await oncePerProcess("auth keys", async () =>
    env.SUPABASE_URL ? undefined : loadAuthKeys(db, env.AUTH_JWT_PRIVATE_KEY),
  );
  return { env, db, authKeys };
}

/** A secret only this server holds: the built-in auth service's key, or the hosted project's service key. */
export function serverSecret({ env, authKeys }: Pick<AuthSetup, "env" | "authKeys">): string | Buffer {
  const secret = authKeys?.refreshTokenKey ?? env.SUPABASE_SERVICE_ROLE_KEY;
  if (!secret) throw new Error("No server secret: set SUPABASE_SERVICE_ROLE_KEY with SUPABASE_URL");
  return secret;
}

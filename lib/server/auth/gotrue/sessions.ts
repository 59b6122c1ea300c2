import "server-only";
import { createHmac } from "node:crypto";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import {
  authFlowStates,
  authOneTimeTokens,
  authRefreshTokens,
  authSessions,
  authUsers,
} from "@/lib/server/platform/db/schema";
import type { Db } from "@/lib/server/platform/db/client";
import { signAccessToken, verifyBuiltinToken } from "../access-token";
import { pkceChallenge, randomToken, sha256, verifyPassword } from "../crypto";
import type { GoTrueContext } from "./context";
import { AccountThrottled, throttledPasswordCheck } from "../password-throttle";
import { SESSION_IDLE_SECONDS } from "@/lib/auth-cookie";
import { badJwt, GoTrueError, invalidCredentials, rateLimited, userBanned } from "./gotrue-errors";
import { toGoTrueUser } from "./user-json";
import { findUserByEmail, findUserById, isBanned } from "./users";

type AuthUserRow = typeof authUsers.$inferSelect;

async function insertRefreshToken(db: Db, sessionId: string): Promise<string> {
  const token = randomToken(24);
  await db.insert(authRefreshTokens).values({ tokenHash: sha256(token), sessionId });
  return token;
}

async function sessionResponse(
  ctx: GoTrueContext,
  user: AuthUserRow,
  sessionId: string,
  refreshToken: string,
  amr: "password" | "otp",
) {
  const ttl = ctx.config.accessTokenTtlSeconds;
  const accessToken = await signAccessToken(
    ctx.keys,
    {
      userId: user.id,
      email: user.email,
      sessionId,
      appMetadata: user.appMetadata,
      userMetadata: user.userMetadata,
      amrMethod: amr,
    },
    ttl,
  );
  return {
    access_token: accessToken,
    token_type: "bearer" as const,
    expires_in: ttl,
    expires_at: Math.floor(Date.now() / 1000) + ttl,
    refresh_token: refreshToken,
    user: toGoTrueUser(user),
  };
}

/** Starts a new session (a new refresh-token family) for a user who just proved who they are. */
export async function startSession(ctx: GoTrueContext, user: AuthUserRow, amr: "password" | "otp") {
  const { db } = ctx;
  const [session] = await db.insert(authSessions).values({ userId: user.id }).returning();
  if (!session) throw new Error("session insert returned no row");
  const refreshToken = await insertRefreshToken(db, session.id);
  const [updated] = await db
    .update(authUsers)
    .set({ lastSignInAt: new Date() })
    .where(eq(authUsers.id, user.id))
    .returning();
  return sessionResponse(ctx, updated ?? user, session.id, refreshToken, amr);
}

export async function passwordGrant(ctx: GoTrueContext, email: string, password: string) {
  const check = async () => {
    const user = await findUserByEmail(ctx.db, email);
    // verifyPassword runs even without a user so the answer takes as long either way.
    const valid = await verifyPassword(password, user?.passwordHash);
    return valid ? user : undefined;
  };
  const throttle = ctx.config.passwordThrottle;
  let user: AuthUserRow | undefined;
  try {
    user = throttle ? await throttledPasswordCheck(ctx.db, email, ctx.clientIp, throttle, check) : await check();
  } catch (error) {
    if (error instanceof AccountThrottled)
      throw rateLimited("over_request_rate_limit", error.message, error.retryAfterSeconds);
    throw error;
  }
  if (!user) throw invalidCredentials();
  if (isBanned(user)) throw userBanned();
  return startSession(ctx, user, "password");
}

/** A refresh token presented again this soon after its rotation gets that rotation's session back. */
export const REFRESH_TOKEN_REUSE_INTERVAL_MS = 10_000;
/** How many rotations a retry within the reuse interval may follow to the session's live token. */
const MAX_CHAIN_STEPS = 10;

type Rotation = { user: AuthUserRow; sessionId: string; refreshToken: string } | { error: GoTrueError };

/**
 * The token a rotation of `parent` produces. Derived (keyed by the server's secret) rather than
 * random, because only hashes are stored: a retry within the reuse interval, which still holds the
 * parent, can be handed the same token again.
 */
function childToken(ctx: GoTrueContext, parent: string): string {
  return createHmac("sha256", ctx.keys.refreshTokenKey).update(parent).digest("base64url");
}

/** The live token that rotations of `token` led to within its session, if the chain is short. */
async function liveDescendant(db: Pick<Db, "select">, ctx: GoTrueContext, token: string, sessionId: string) {
  let current = token;
  for (let step = 0; step < MAX_CHAIN_STEPS; step++) {
    current = childToken(ctx, current);
    const [row] = await db
      .select({ revoked: authRefreshTokens.revoked })
      .from(authRefreshTokens)
      .where(and(eq(authRefreshTokens.tokenHash, sha256(current)), eq(authRefreshTokens.sessionId, sessionId)));
    if (!row) return undefined;
    if (!row.revoked) return current;
  }
  return undefined;
}

async function rotate(ctx: GoTrueContext, refreshToken: string, now: Date): Promise<Rotation> {
  return ctx.db.transaction(async (tx) => {
    const [token] = await tx
      .select()
      .from(authRefreshTokens)
      .where(eq(authRefreshTokens.tokenHash, sha256(refreshToken)))
      .for("update");
    if (!token) return { error: refreshTokenNotFound() };
    const [row] = await tx
      .select({ user: authUsers })
      .from(authSessions)
      .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
      .where(eq(authSessions.id, token.sessionId));
    if (!row) return { error: new GoTrueError(400, "session_not_found", "Session not found") };
    if (isBanned(row.user, now)) return { error: userBanned() };
    const session = { user: row.user, sessionId: token.sessionId };

    if (!token.revoked) {
      if (now.getTime() - token.createdAt.getTime() > SESSION_IDLE_SECONDS * 1000) {
        await tx.delete(authSessions).where(eq(authSessions.id, token.sessionId));
        return { error: new GoTrueError(400, "session_expired", "Session Expired (Inactivity)") };
      }
      const next = childToken(ctx, refreshToken);
      await tx
        .update(authRefreshTokens)
        .set({ revoked: true, revokedAt: now })
        .where(eq(authRefreshTokens.id, token.id));
      await tx.insert(authRefreshTokens).values({ tokenHash: sha256(next), sessionId: token.sessionId });
      await tx.update(authSessions).set({ refreshedAt: now }).where(eq(authSessions.id, token.sessionId));
      return { ...session, refreshToken: next };
    }
    const retried = token.revokedAt && now.getTime() - token.revokedAt.getTime() <= REFRESH_TOKEN_REUSE_INTERVAL_MS;
    const live = retried ? await liveDescendant(tx, ctx, refreshToken, token.sessionId) : undefined;
    if (live) return { ...session, refreshToken: live };
    await tx.delete(authSessions).where(eq(authSessions.id, token.sessionId));
    return { error: new GoTrueError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used") };
  });
}

/**
 * Rotates a refresh token. Presented again within the reuse interval (two tabs, or a page and its
 * API calls refreshing at once), it answers with the session that its rotation produced; later, a
 * used token revokes its whole family (the session): whoever replays it, and whoever holds the newer
 * token, must sign in again. A token unused for the session lifetime has expired.
 */
export async function refreshGrant(ctx: GoTrueContext, refreshToken: string) {
  // Errors are returned from the transaction, not thrown, so that a revocation in it commits.
  const rotation = await rotate(ctx, refreshToken, new Date());
  if ("error" in rotation) throw rotation.error;
  return sessionResponse(ctx, rotation.user, rotation.sessionId, rotation.refreshToken, "password");
}

const refreshTokenNotFound = () =>
  new GoTrueError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");

/** Completes a PKCE flow: the auth code from /verify plus the verifier only this browser holds. */
export async function pkceGrant(ctx: GoTrueContext, authCode: string, codeVerifier: string) {
  const [flow] = await ctx.db
    .update(authFlowStates)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authFlowStates.authCodeHash, sha256(authCode)),
        sql`${authFlowStates.usedAt} is null`,
        sql`${authFlowStates.authCodeExpiresAt} > now()`,
      ),
    )
    .returning();
  if (!flow) throw new GoTrueError(404, "flow_state_not_found", "invalid flow state, no valid flow state found");
  const expected = flow.codeChallengeMethod === "s256" ? pkceChallenge(codeVerifier) : codeVerifier;
  if (expected !== flow.codeChallenge) {
    throw new GoTrueError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier");
  }
  const user = await findUserById(ctx.db, flow.userId);
  if (!user) throw new GoTrueError(404, "user_not_found", "User not found");
  if (isBanned(user)) throw userBanned();
  // The exchange spends the sign-in link (opening it did not: magic-link.ts), and with it the e-mail's code.
  const link = await ctx.db
    .update(authOneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authOneTimeTokens.flowStateId, flow.id), isNull(authOneTimeTokens.usedAt)))
    .returning({ id: authOneTimeTokens.id });
  if (link.length === 0) throw new GoTrueError(403, "otp_expired", "Email link is invalid or has expired");
  return startSession(ctx, user, "otp");
}

/** The user and session behind a bearer access token; the session must still exist. */
export async function authenticate(ctx: GoTrueContext, accessToken: string) {
  let claims;
  try {
    claims = await verifyBuiltinToken(ctx.keys, accessToken);
  } catch {
    throw badJwt("invalid JWT: unable to parse or verify signature, token is expired or has invalid claims");
  }
  if (claims.role !== "authenticated" || typeof claims.session_id !== "string") throw badJwt();
  const [row] = await ctx.db
    .select({ user: authUsers })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .where(and(eq(authSessions.id, claims.session_id), eq(authSessions.userId, claims.sub)));
  if (!row) throw new GoTrueError(403, "session_not_found", "Session from session_id claim in JWT does not exist");
  return { user: row.user, sessionId: claims.session_id };
}

/** Ends sessions. Signing out a session that already ended succeeds (there is nothing left to do). */
export async function revokeGoTrueSessions(
  ctx: GoTrueContext,
  accessToken: string,
  scope: "global" | "local" | "others",
) {
  let current;
  try {
    current = await authenticate(ctx, accessToken);
  } catch (error) {
    if (error instanceof GoTrueError && error.code === "session_not_found") return;
    throw error;
  }
  const { user, sessionId } = current;
  const where =
    scope === "local"
      ? eq(authSessions.id, sessionId)
      : scope === "others"
        ? and(eq(authSessions.userId, user.id), ne(authSessions.id, sessionId))
        : eq(authSessions.userId, user.id);
  await ctx.db.delete(authSessions).where(where);
}

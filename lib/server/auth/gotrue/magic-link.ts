import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { authFlowStates, authOneTimeTokens, authUsers } from "@/lib/server/db/schema";
import { consumeRateLimit } from "../rate-limit";
import { randomToken, sha256 } from "../crypto";
import { AUTH_CODE_TTL_SECONDS, MAGIC_LINK_TTL_SECONDS, type GoTrueContext } from "./context";
import { GoTrueError, rateLimited, validationFailed } from "./errors";
import { startSession } from "./sessions";
import { findUserByEmail } from "./users";

export interface OtpRequest {
  email: string;
  redirectTo: string | null;
  codeChallenge?: string;
  codeChallengeMethod?: "s256" | "plain";
}

/**
 * Only paths of this site may be redirect targets, so a magic link can never send anyone (or
 * their auth code) elsewhere. Returns the absolute URL to use.
 */
export function safeRedirect(siteOrigin: string, redirectTo: string | null): string {
  if (!redirectTo) return `${siteOrigin}/auth/callback`;
  let target: URL;
  try {
    target = new URL(redirectTo, siteOrigin);
  } catch {
    throw validationFailed("redirect_to must be a path on this site");
  }
  if (target.origin !== siteOrigin) throw validationFailed("redirect_to must be a path on this site");
  return target.toString();
}

async function checkEmailInterval(ctx: GoTrueContext, email: string) {
  const interval = ctx.config.emailIntervalSeconds;
  const limit = await consumeRateLimit(ctx.db, `otp-email:${email}`, 1, interval);
  if (!limit.allowed) {
    throw rateLimited(
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${limit.retryAfterSeconds} seconds.`,
      limit.retryAfterSeconds,
    );
  }
}

/**
 * POST /otp: e-mails a one-time sign-in link. Unknown addresses get the same answer and no mail,
 * so the endpoint does not reveal who has an account; nobody can sign up through it.
 */
export async function requestMagicLink(ctx: GoTrueContext, request: OtpRequest): Promise<void> {
  const email = request.email.trim().toLowerCase();
  const redirectTo = safeRedirect(ctx.siteOrigin, request.redirectTo);
  await checkEmailInterval(ctx, email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;

  let flowStateId: string | null = null;
  if (request.codeChallenge) {
    const [flow] = await ctx.db
      .insert(authFlowStates)
      .values({
        userId: user.id,
        codeChallenge: request.codeChallenge,
        codeChallengeMethod: request.codeChallengeMethod ?? "plain",
      })
      .returning({ id: authFlowStates.id });
    flowStateId = flow?.id ?? null;
  }
  const token = randomToken(32);
  await ctx.db.insert(authOneTimeTokens).values({
    tokenHash: sha256(token),
    userId: user.id,
    flowStateId,
    redirectTo,
    expiresAt: new Date(Date.now() + MAGIC_LINK_TTL_SECONDS * 1000),
  });
  const link = new URL("/auth/v1/verify", ctx.siteOrigin);
  link.searchParams.set("token", token);
  link.searchParams.set("type", "magiclink");
  link.searchParams.set("redirect_to", redirectTo);
  await ctx.mailer.send({
    to: user.email,
    subject: "Your sign-in link for the Sales Rep Portal",
    text:
      `Hello,\n\nFollow this link to sign in to the Sales Rep Portal:\n\n${link}\n\n` +
      `The link works once and expires in one hour. If you did not ask for it, you can ignore this e-mail.\n`,
  });
}

/**
 * GET /verify: spends the one-time token. With PKCE it answers with the address to send the
 * browser to (`redirect_to?code=…`); without, with the session in the URL fragment (implicit flow).
 */
export async function verifyMagicLink(ctx: GoTrueContext, token: string): Promise<string> {
  const [spent] = await ctx.db
    .update(authOneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authOneTimeTokens.tokenHash, sha256(token)),
        isNull(authOneTimeTokens.usedAt),
        gt(authOneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!spent) throw new GoTrueError(403, "otp_expired", "Email link is invalid or has expired");

  const [user] = await ctx.db
    .update(authUsers)
    .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
    .where(eq(authUsers.id, spent.userId))
    .returning();
  if (!user) throw new GoTrueError(404, "user_not_found", "User not found");
  const target = new URL(spent.redirectTo ?? `${ctx.siteOrigin}/auth/callback`);

  if (spent.flowStateId) {
    const code = randomToken(24);
    await ctx.db
      .update(authFlowStates)
      .set({ authCodeHash: sha256(code), authCodeExpiresAt: new Date(Date.now() + AUTH_CODE_TTL_SECONDS * 1000) })
      .where(eq(authFlowStates.id, spent.flowStateId));
    target.searchParams.set("code", code);
    return target.toString();
  }
  const session = await startSession(ctx, user, "otp");
  target.hash = new URLSearchParams({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    token_type: "bearer",
    type: "magiclink",
  }).toString();
  return target.toString();
}

import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { authFlowStates, authOneTimeTokens, authUsers } from "@/lib/server/platform/db/schema";
import { consumeRateLimit } from "../rate-limit";
import { randomToken, sha256 } from "../crypto";
import { AUTH_CODE_TTL_SECONDS, MAGIC_LINK_TTL_SECONDS, type GoTrueContext } from "./context";
import { GoTrueError, rateLimited, validationFailed } from "./gotrue-errors";
import { findUserByEmail, isBanned } from "./users";

export interface OtpRequest {
  email: string;
  redirectTo: string | null;
  /** PKCE: the link's code is exchanged only together with the verifier behind this challenge. */
  codeChallenge: string;
  codeChallengeMethod: "s256" | "plain";
}

/**
 * The address a sign-in link returns to: one of the allowed paths on this site, exactly (no query,
 * no fragment), so a link can never carry its code to a page that forwards it elsewhere (a short
 * link, say). Nothing given means the first allowed path. Anything else is refused, not replaced.
 */
export function allowedRedirect(
  siteOrigin: string,
  allowedPaths: readonly string[],
  redirectTo: string | null,
): string {
  const fallback = allowedPaths[0];
  if (!redirectTo) {
    if (!fallback) throw validationFailed("No sign-in redirect address is allowed on this server");
    return new URL(fallback, siteOrigin).toString();
  }
  const allowed = allowedPaths.map((path) => new URL(path, siteOrigin).toString());
  let target: string | undefined;
  try {
    target = new URL(redirectTo, siteOrigin).toString();
  } catch {
    target = undefined;
  }
  if (!target || !allowed.includes(target)) {
    throw validationFailed(`redirect_to must be one of this site's sign-in addresses: ${allowed.join(", ")}`);
  }
  return target;
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
 * POST /otp: e-mails a one-time sign-in link (PKCE only: no session ever travels in a URL). Unknown
 * and banned addresses get the same answer and no mail, so the endpoint does not reveal who has an
 * account; nobody can sign up through it.
 */
export async function requestMagicLink(ctx: GoTrueContext, request: OtpRequest): Promise<void> {
  const email = request.email.trim().toLowerCase();
  const redirectTo = allowedRedirect(ctx.siteOrigin, ctx.config.redirectPaths, request.redirectTo);
  await checkEmailInterval(ctx, email);
  const user = await findUserByEmail(ctx.db, email);
  if (!user || isBanned(user)) return;

  const [flow] = await ctx.db
    .insert(authFlowStates)
    .values({ userId: user.id, codeChallenge: request.codeChallenge, codeChallengeMethod: request.codeChallengeMethod })
    .returning({ id: authFlowStates.id });
  const flowStateId = flow?.id ?? null;
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
 * GET /verify: spends the one-time token and answers the address to send the browser to:
 * `redirect_to?code=…`, a code only the browser holding the PKCE verifier can exchange.
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
  // Links issued before PKCE became the only flow have no flow state: they are spent, not honored.
  if (!spent?.flowStateId) throw linkUnusable();
  const [user] = await ctx.db
    .update(authUsers)
    .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
    .where(eq(authUsers.id, spent.userId))
    .returning();
  if (!user || isBanned(user)) throw linkUnusable();

  const code = randomToken(24);
  await ctx.db
    .update(authFlowStates)
    .set({ authCodeHash: sha256(code), authCodeExpiresAt: new Date(Date.now() + AUTH_CODE_TTL_SECONDS * 1000) })
    .where(eq(authFlowStates.id, spent.flowStateId));
  const target = new URL(spent.redirectTo ?? new URL(ctx.config.redirectPaths[0] ?? "/", ctx.siteOrigin));
  target.searchParams.set("code", code);
  return target.toString();
}

const linkUnusable = () => new GoTrueError(403, "otp_expired", "Email link is invalid or has expired");

import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { authFlowStates, authOneTimeTokens, authUsers } from "@/lib/server/platform/db/schema";
import { consumeRateLimit } from "../rate-limit";
import { randomToken, sha256 } from "../crypto";
import { AUTH_CODE_TTL_SECONDS, MAGIC_LINK_TTL_SECONDS, type GoTrueContext } from "./context";
import { emailCode } from "./email-code";
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
 * POST /otp: e-mails a one-time sign-in link (PKCE only: no session ever travels in a URL) and the
 * 6-digit code derived from it, for a browser that cannot follow the link (email-code.ts). The new
 * e-mail replaces the address's earlier ones: only the newest link and code work, as in GoTrue.
 * Unknown and banned addresses get the same answer and no mail, so the endpoint does not reveal who
 * has an account; nobody can sign up through it.
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
  const tokenHash = sha256(token);
  await ctx.db
    .update(authOneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authOneTimeTokens.userId, user.id), isNull(authOneTimeTokens.usedAt)));
  await ctx.db.insert(authOneTimeTokens).values({
    tokenHash,
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
      `If the link opens in another browser than the one you asked in, enter this code on the sign-in page ` +
      `instead:\n\n${emailCode(ctx.keys, tokenHash)}\n\n` +
      `The link and the code work once (using one spends the other) and expire in one hour. ` +
      `If you did not ask for them, you can ignore this e-mail.\n`,
  });
}

/** Why a sign-in link cannot be followed: the sign-in page says it (`/login?link=…`). */
export type LinkRefusal = "used" | "expired" | "unusable";

/** GoTrue's answer to an unusable link, with the reason this service can tell. */
export class LinkRefused extends GoTrueError {
  constructor(readonly reason: LinkRefusal) {
    super(403, "otp_expired", "Email link is invalid or has expired");
  }
}

async function refusal(ctx: GoTrueContext, tokenHash: string): Promise<LinkRefused> {
  const [row] = await ctx.db
    .select({ usedAt: authOneTimeTokens.usedAt, expiresAt: authOneTimeTokens.expiresAt })
    .from(authOneTimeTokens)
    .where(eq(authOneTimeTokens.tokenHash, tokenHash));
  if (!row) return new LinkRefused("unusable");
  return new LinkRefused(row.usedAt ? "used" : row.expiresAt <= new Date() ? "expired" : "unusable");
}

/**
 * GET /verify: answers the address to send the browser to, `redirect_to?code=…`, a code only the
 * browser holding the PKCE verifier can exchange. Opening the link spends nothing: the exchange
 * does (sessions.ts), so a link opened in another browser (a mail app's) or fetched by a mail
 * scanner leaves the e-mail's code usable. GoTrue spends the link here instead (docs/security.md).
 */
export async function verifyMagicLink(ctx: GoTrueContext, token: string): Promise<string> {
  const tokenHash = sha256(token);
  const [live] = await ctx.db
    .select()
    .from(authOneTimeTokens)
    .where(
      and(
        eq(authOneTimeTokens.tokenHash, tokenHash),
        isNull(authOneTimeTokens.usedAt),
        gt(authOneTimeTokens.expiresAt, new Date()),
      ),
    );
  if (!live) throw await refusal(ctx, tokenHash);
  // Links issued before PKCE became the only flow have no flow state: they are spent, not honored.
  if (!live.flowStateId) {
    await ctx.db.update(authOneTimeTokens).set({ usedAt: new Date() }).where(eq(authOneTimeTokens.id, live.id));
    throw new LinkRefused("unusable");
  }
  const [user] = await ctx.db
    .update(authUsers)
    .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
    .where(eq(authUsers.id, live.userId))
    .returning();
  if (!user || isBanned(user)) throw new LinkRefused("unusable");

  const code = randomToken(24);
  await ctx.db
    .update(authFlowStates)
    .set({ authCodeHash: sha256(code), authCodeExpiresAt: new Date(Date.now() + AUTH_CODE_TTL_SECONDS * 1000) })
    .where(eq(authFlowStates.id, live.flowStateId));
  const target = new URL(live.redirectTo ?? new URL(ctx.config.redirectPaths[0] ?? "/", ctx.siteOrigin));
  target.searchParams.set("code", code);
  return target.toString();
}

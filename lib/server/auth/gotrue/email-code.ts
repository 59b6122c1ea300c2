import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { authOneTimeTokens, authUsers } from "@/lib/server/platform/db/schema";
import type { AuthKeys } from "../keys";
import { AccountThrottled, throttledPasswordCheck } from "../password-throttle";
import type { GoTrueContext } from "./context";
import { GoTrueError, rateLimited, userBanned } from "./gotrue-errors";
import { startSession } from "./sessions";
import { findUserByEmail, isBanned } from "./users";

/**
 * The 6-digit code of a sign-in e-mail, derived from its link's token hash under a server key: the
 * link and the code are one token (one row), so spending either spends both.
 */
export function emailCode(keys: AuthKeys, tokenHash: string): string {
  const mac = createHmac("sha256", keys.emailCodeKey).update(tokenHash).digest();
  return String(mac.readUIntBE(0, 6) % 1_000_000).padStart(6, "0");
}

type CodeRefusal = "wrong" | "expired" | "used";

// GoTrue answers all three with 403 otp_expired; the message says which it was.
const REFUSALS: Record<CodeRefusal, string> = {
  wrong: "That code is not right. Check the code in the newest sign-in e-mail and try again.",
  expired: "That code has expired. Ask for a new sign-in e-mail.",
  used: "That code was already used, or a newer sign-in e-mail replaced it. Ask for a new one.",
};

type CodeCheck = { user: typeof authUsers.$inferSelect } | { refused: CodeRefusal } | { banned: true };

/** The address's newest sign-in e-mail (a new one spends the older ones), checked against `code`. */
async function checkCode(ctx: GoTrueContext, email: string, code: string): Promise<CodeCheck> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return { refused: "wrong" };
  const [newest] = await ctx.db
    .select()
    .from(authOneTimeTokens)
    .where(eq(authOneTimeTokens.userId, user.id))
    .orderBy(desc(authOneTimeTokens.createdAt))
    .limit(1);
  if (!newest || !timingSafeEqual(Buffer.from(emailCode(ctx.keys, newest.tokenHash)), Buffer.from(code))) {
    return { refused: "wrong" };
  }
  if (newest.usedAt) return { refused: "used" };
  if (newest.expiresAt <= new Date()) return { refused: "expired" };
  if (isBanned(user)) return { banned: true };
  const spent = await ctx.db
    .update(authOneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authOneTimeTokens.id, newest.id), isNull(authOneTimeTokens.usedAt)))
    .returning({ id: authOneTimeTokens.id });
  if (spent.length === 0) return { refused: "used" };
  const [confirmed] = await ctx.db
    .update(authUsers)
    .set({ emailConfirmedAt: new Date(), updatedAt: new Date() })
    .where(eq(authUsers.id, user.id))
    .returning();
  return { user: confirmed ?? user };
}

/**
 * POST /verify `{ type: "email", email, token }`: signs in with the code of the newest sign-in
 * e-mail, once, within the link's lifetime. Wrong codes count per account like wrong passwords
 * (password-throttle.ts); an unknown address is answered like a wrong code.
 */
export async function verifyEmailCode(ctx: GoTrueContext, email: string, code: string) {
  let refused: CodeRefusal = "wrong";
  let passed: Exclude<CodeCheck, { refused: CodeRefusal }> | undefined;
  try {
    passed = await throttledPasswordCheck(
      ctx.db,
      email,
      ctx.clientIp,
      ctx.config.emailCodeThrottle,
      async () => {
        const outcome = await checkCode(ctx, email, code);
        if (!("refused" in outcome)) return outcome;
        refused = outcome.refused;
        return undefined;
      },
      "email_code",
    );
  } catch (error) {
    if (error instanceof AccountThrottled)
      throw rateLimited("over_request_rate_limit", error.message, error.retryAfterSeconds);
    throw error;
  }
  if (!passed) throw new GoTrueError(403, "otp_expired", REFUSALS[refused]);
  if ("banned" in passed) throw userBanned();
  return startSession(ctx, passed.user, "otp");
}

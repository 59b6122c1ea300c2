import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { authPasswordThrottle } from "@/lib/server/platform/db/schema";
import { securityEvent } from "@/lib/server/platform/security-log";
import { sha256 } from "./crypto";

export interface PasswordThrottleConfig {
  /** Failures within FORGET_AFTER_MS before the account is locked. */
  maxFailures: number;
  /** The first lock; each further failure doubles it, up to MAX_LOCK_SECONDS. */
  lockoutSeconds: number;
}

/** Failures older than this are forgotten. */
const FORGET_AFTER_MS = 15 * 60 * 1000;
/** A lock never lasts longer: an attacker cannot keep a real user out for long, and magic links still work. */
export const MAX_LOCK_SECONDS = 5 * 60;

/** What a throttled attempt guesses: an account's password, or the code of a sign-in e-mail. */
export type ThrottledSecret = "password" | "email_code";

const THROTTLED_ADVICE: Record<ThrottledSecret, (seconds: number) => string> = {
  password: (seconds) =>
    `Too many failed sign-in attempts for this account. Please try again in ${seconds} seconds, ` +
    "or sign in with a magic link.",
  email_code: (seconds) => `Too many wrong codes for this account. Please try again in ${seconds} seconds.`,
};

export class AccountThrottled extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    secret: ThrottledSecret = "password",
  ) {
    super(THROTTLED_ADVICE[secret](retryAfterSeconds));
    this.name = "AccountThrottled";
  }
}

/** Each secret counts apart: a locked code never keeps a user from their password, nor the reverse. */
function accountKey(email: string, secret: ThrottledSecret): string {
  const address = email.trim().toLowerCase();
  return sha256(secret === "password" ? address : `${secret}:${address}`);
}

function lockSeconds(failures: number, config: PasswordThrottleConfig): number {
  return Math.min(config.lockoutSeconds * 2 ** (failures - config.maxFailures), MAX_LOCK_SECONDS);
}

/**
 * Counts one password attempt for an account before the password is checked, so a burst of
 * parallel guesses cannot slip past the count; throws AccountThrottled while the account is locked.
 * Unknown e-mails are counted alike, so the answer never tells whether an account exists.
 */
async function countAttempt(
  db: Db,
  email: string,
  config: PasswordThrottleConfig,
  secret: ThrottledSecret,
): Promise<void> {
  const key = accountKey(email, secret);
  const now = new Date();
  const locked = await db.transaction(async (tx) => {
    await tx
      .insert(authPasswordThrottle)
      .values({ accountKey: key, failures: 0, lastFailureAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(authPasswordThrottle)
      .where(eq(authPasswordThrottle.accountKey, key))
      .for("update");
    if (row?.lockedUntil && row.lockedUntil > now) return row.lockedUntil;
    const recent = row && now.getTime() - row.lastFailureAt.getTime() < FORGET_AFTER_MS ? row.failures : 0;
    const failures = recent + 1;
    const lockedUntil =
      failures >= config.maxFailures ? new Date(now.getTime() + lockSeconds(failures, config) * 1000) : null;
    await tx
      .update(authPasswordThrottle)
      .set({ failures, lastFailureAt: now, lockedUntil })
      .where(eq(authPasswordThrottle.accountKey, key));
    return undefined;
  });
  if (locked) throw new AccountThrottled(Math.max(1, Math.ceil((locked.getTime() - now.getTime()) / 1000)), secret);
}

/**
 * Runs a password (or e-mail code) check for an account under the per-account throttle: the attempt
 * counts as a failure until `check` resolves truthy, which clears the account's record for that
 * secret. Failures and locks are logged as security events.
 */
export async function throttledPasswordCheck<T>(
  db: Db,
  email: string,
  clientAddress: string,
  config: PasswordThrottleConfig,
  check: () => Promise<T | undefined>,
  secret: ThrottledSecret = "password",
): Promise<T | undefined> {
  try {
    await countAttempt(db, email, config, secret);
  } catch (error) {
    if (error instanceof AccountThrottled)
      securityEvent(`auth.${secret}_throttled`, { email, clientAddress, retryAfterSeconds: error.retryAfterSeconds });
    throw error;
  }
  const result = await check();
  const key = accountKey(email, secret);
  if (result) await db.delete(authPasswordThrottle).where(eq(authPasswordThrottle.accountKey, key));
  else securityEvent(`auth.${secret}_failed`, { email, clientAddress });
  return result;
}

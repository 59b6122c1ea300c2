import "server-only";
import type { Db } from "@/lib/server/platform/db/client";
import type { Mailer } from "@/lib/server/platform/mail/mailer";
import type { AuthKeys } from "../keys";
import type { PasswordThrottleConfig } from "../password-throttle";

export interface GoTrueConfig {
  accessTokenTtlSeconds: number;
  /** Requests per 5 minutes and IP on /token. */
  tokenRateLimit: number;
  /** Requests per 5 minutes and IP on /otp and /verify. */
  otpRateLimit: number;
  /** Seconds between two magic-link e-mails to one address. */
  emailIntervalSeconds: number;
  /** Exact paths on the site a sign-in link may return to; the first is the default. */
  redirectPaths: readonly string[];
  /** Per-account throttle of failed passwords; absent when the caller (the app's own sign-in) applies it. */
  passwordThrottle?: PasswordThrottleConfig;
  /** Per-account throttle of wrong codes from sign-in e-mails (POST /verify): always on. */
  emailCodeThrottle: PasswordThrottleConfig;
}

/** What the built-in auth service needs to answer one request. */
export interface GoTrueContext {
  db: Db;
  keys: AuthKeys;
  config: GoTrueConfig;
  mailer: Mailer;
  /** The site's origin, e.g. http://localhost:3000: links in e-mails and allowed redirects point here. */
  siteOrigin: string;
  /** The caller's address, from the trusted end of X-Forwarded-For (see platform/request/client-address.ts). */
  clientIp: string;
}

export const MAGIC_LINK_TTL_SECONDS = 60 * 60;
export const AUTH_CODE_TTL_SECONDS = 10 * 60;
export const RATE_WINDOW_SECONDS = 5 * 60;

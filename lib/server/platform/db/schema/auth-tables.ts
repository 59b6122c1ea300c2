import "server-only";
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Tables of the built-in Supabase-Auth-compatible service. Unused when SUPABASE_URL points at a
 * hosted Supabase project. Secrets (tokens, codes) are stored only as SHA-256 hashes.
 */
export const authUsers = pgTable(
  "auth_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
    appMetadata: jsonb("app_metadata").$type<Record<string, unknown>>().notNull().default({}),
    userMetadata: jsonb("user_metadata").$type<Record<string, unknown>>().notNull().default({}),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** No grant of any kind until then (GoTrue's ban): a deactivated user is banned. */
    bannedUntil: timestamp("banned_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("auth_users_email_idx").on(sql`lower(${t.email})`)],
);

export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }),
  },
  (t) => [index("auth_sessions_user_idx").on(t.userId)],
);

/**
 * Rotating refresh tokens; a session's tokens form one family revoked together on reuse. `revokedAt`
 * is when a token was rotated: a retry within the reuse interval gets the rotation's session back.
 */
export const authRefreshTokens = pgTable(
  "auth_refresh_tokens",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    revoked: boolean("revoked").notNull().default(false),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_refresh_tokens_session_idx").on(t.sessionId)],
);

/** A PKCE flow: started by /otp with a code challenge, completed by /token?grant_type=pkce. */
export const authFlowStates = pgTable("auth_flow_states", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => authUsers.id, { onDelete: "cascade" }),
  codeChallenge: text("code_challenge").notNull(),
  codeChallengeMethod: text("code_challenge_method", { enum: ["s256", "plain"] }).notNull(),
  authCodeHash: text("auth_code_hash").unique(),
  authCodeExpiresAt: timestamp("auth_code_expires_at", { withTimezone: true }),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Magic-link tokens: single use, short-lived. */
export const authOneTimeTokens = pgTable(
  "auth_one_time_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: uuid("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    flowStateId: uuid("flow_state_id").references(() => authFlowStates.id, { onDelete: "cascade" }),
    redirectTo: text("redirect_to"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("auth_one_time_tokens_user_idx").on(t.userId)],
);

/** Fixed-window rate-limit counters, shared by every instance through the database. */
export const authRateLimits = pgTable("auth_rate_limits", {
  bucket: text("bucket").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/**
 * Failed passwords per account (keyed by a hash of the lower-cased e-mail, known or not): an account
 * with too many recent failures is locked for a short, growing while.
 */
export const authPasswordThrottle = pgTable("auth_password_throttle", {
  accountKey: text("account_key").primaryKey(),
  failures: integer("failures").notNull(),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

/** Generated keys (signing key, anon and service keys) when they do not come from the env. */
export const authSecrets = pgTable("auth_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
});

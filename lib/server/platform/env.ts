import "server-only";
import { z } from "zod";
import { SIGN_IN_CALLBACK_PATH } from "@/lib/request-gate";

const flag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** An absolute http(s) URL without a trailing slash, or nothing. */
const optionalHttpUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v.replace(/\/+$/, "") : undefined))
  .pipe(z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }).optional());

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))
  .pipe(z.url({ protocol: /^(https?|postgres(ql)?|smtps?)$/ }).optional());

/** Comma-separated exact paths on this site, like GoTrue's URI_ALLOW_LIST but never another origin. */
const pathList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? "")
      .split(",")
      .map((path) => path.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(/^\/(?!\/)[^?#\s\\]*$/, "must list paths on this site (starting with one /, no query or fragment)"),
    ),
  );

/** An IANA time zone name the runtime knows (Europe/Berlin, America/New_York, UTC). */
const timeZone = z
  .string()
  .trim()
  .default("UTC")
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, "must be an IANA time zone such as America/New_York or UTC");

const DEFAULT_UPLOAD_MAX_BYTES = 100 * 1024 * 1024;
/** Vercel refuses function request bodies over 4.5 MB itself; below that our own 413 explains why. */
const VERCEL_UPLOAD_MAX_BYTES = 4 * 1024 * 1024;

/** Every server-side setting, validated once. `.env.local.example` documents each of them. */
const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATA_DIR: z.string().default(".data"),
    DATABASE_URL: optionalUrl,
    DB_POOL_MAX: positiveInt(10),
    /** How long a request waits for a database connection, and for each query's answer (docs/security.md "Outages"). */
    DB_CONNECT_TIMEOUT_MS: positiveInt(5_000),
    DB_QUERY_TIMEOUT_MS: positiveInt(15_000),
    SEED_DEMO: flag,
    SITE_URL: optionalHttpUrl,
    PORT: positiveInt(3000),
    SUPABASE_URL: optionalUrl,
    SUPABASE_ANON_KEY: z.string().optional(),
    SUPABASE_SERVICE_ROLE_KEY: z.string().optional(),
    SUPABASE_JWT_SECRET: z.string().optional(),
    AUTH_JWT_PRIVATE_KEY: z.string().optional(),
    AUTH_ACCESS_TOKEN_TTL: positiveInt(900),
    AUTH_RATE_LIMIT_TOKEN: positiveInt(150),
    AUTH_RATE_LIMIT_OTP: positiveInt(30),
    AUTH_EMAIL_INTERVAL_SECONDS: positiveInt(60),
    /** Where sign-in links may return to: exact paths on the public origin (the first is the default). */
    AUTH_URI_ALLOW_LIST: pathList,
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("Sales Rep Portal <no-reply@localhost>"),
    /** The time zone alert e-mails tell the time in. */
    ALERT_TIME_ZONE: timeZone,
    QUOTES_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    /** Lets a probe read /api/health's details (`Authorization: Bearer …`); signed-out callers get only the status. */
    HEALTH_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
    API_UPSTREAM_URL: optionalHttpUrl,
    API_UPSTREAM_TIMEOUT_MS: positiveInt(15_000),
    UPLOAD_MAX_BYTES: z.coerce.number().int().positive().optional(),
    SUPABASE_STORAGE_BUCKET: z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9._-]{1,62}$/, "must be a bucket name: lower-case letters, digits, dots, dashes")
      .default("portal-uploads"),
    /** How many proxies in front of the server append to X-Forwarded-For and are trusted (0: none; Vercel: 1). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
    /** Failed passwords per account before it is throttled, and the first throttle (it doubles, up to 5 minutes). */
    AUTH_PASSWORD_FAILURES: positiveInt(5),
    AUTH_PASSWORD_LOCKOUT_SECONDS: positiveInt(30),
    /** Opens of an e-mailed share link this soon after the send are a mail scanner's pre-fetch. */
    SHARE_SCANNER_WINDOW_SECONDS: positiveInt(30),
    /** Requests one client address may make per minute to the pages that record hits; more get 429. */
    PUBLIC_HITS_PER_MINUTE: positiveInt(600),
    /** A stored PDF with more pages than this is not rendered (docs/pages.md#limits). */
    PDF_MAX_PAGES: z.coerce.number().int().min(1).max(5000).default(300),
    /** What Vercel's cron sends as `Authorization: Bearer …` to GET /api/cron/pages; unset: the route refuses all. */
    CRON_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    /** Webhook receivers on private, loopback or link-local addresses (and plain http) allowed (docs/webhooks.md). */
    WEBHOOK_ALLOW_PRIVATE_URLS: flag,
    VERCEL: z.string().optional(),
    VERCEL_ENV: z.string().optional(),
    VERCEL_URL: z.string().optional(),
    VERCEL_PROJECT_PRODUCTION_URL: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SUPABASE_URL && !env.SUPABASE_ANON_KEY) {
      ctx.addIssue({ code: "custom", path: ["SUPABASE_ANON_KEY"], message: "is required when SUPABASE_URL is set" });
    }
    if (env.SUPABASE_URL && !env.SUPABASE_SERVICE_ROLE_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["SUPABASE_SERVICE_ROLE_KEY"],
        message: "is required when SUPABASE_URL is set",
      });
    }
    if (env.VERCEL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message: "is required on Vercel (its file system is read-only)",
      });
    }
  })
  .transform((env) => ({
    ...env,
    UPLOAD_MAX_BYTES: env.UPLOAD_MAX_BYTES ?? (env.VERCEL ? VERCEL_UPLOAD_MAX_BYTES : DEFAULT_UPLOAD_MAX_BYTES),
    TRUSTED_PROXY_HOPS: env.TRUSTED_PROXY_HOPS ?? (env.VERCEL ? 1 : 0),
    AUTH_URI_ALLOW_LIST: env.AUTH_URI_ALLOW_LIST.length ? env.AUTH_URI_ALLOW_LIST : [SIGN_IN_CALLBACK_PATH],
  }));

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

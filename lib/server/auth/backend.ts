import "server-only";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { ServerEnv } from "@/lib/server/platform/env";
import { serverMailer } from "@/lib/server/platform/mail/mailer";
import type { AuthSetup } from "@/lib/server/auth/keys";
import { clientAddress } from "@/lib/server/platform/request/client-address";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";
import type { GoTrueContext } from "./gotrue/context";
import { handleGoTrue } from "./gotrue/handler";
import type { PasswordThrottleConfig } from "./password-throttle";

/** Where supabase-js talks to: the built-in service on this origin, or hosted Supabase Auth. */
export interface AuthBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  fetch: typeof fetch;
  clientIp: string;
}

export function passwordThrottle(env: ServerEnv): PasswordThrottleConfig {
  return { maxFailures: env.AUTH_PASSWORD_FAILURES, lockoutSeconds: env.AUTH_PASSWORD_LOCKOUT_SECONDS };
}

/** The context of one request to the built-in service, as it comes over HTTP to /auth/v1. */
export function gotrueContext(auth: AuthSetup, request: Request): GoTrueContext {
  if (!auth.authKeys) throw new Error("The built-in auth service is off because SUPABASE_URL is set");
  const { env } = auth;
  return {
    db: auth.db,
    keys: auth.authKeys,
    mailer: serverMailer(),
    siteOrigin: publicOrigin(request, env),
    clientIp: clientAddress(request.headers, env.TRUSTED_PROXY_HOPS),
    config: {
      accessTokenTtlSeconds: env.AUTH_ACCESS_TOKEN_TTL,
      tokenRateLimit: env.AUTH_RATE_LIMIT_TOKEN,
      otpRateLimit: env.AUTH_RATE_LIMIT_OTP,
      emailIntervalSeconds: env.AUTH_EMAIL_INTERVAL_SECONDS,
      redirectPaths: env.AUTH_URI_ALLOW_LIST,
      passwordThrottle: passwordThrottle(env),
      emailCodeThrottle: passwordThrottle(env),
    },
  };
}

const AUTH_PREFIX = "/auth/v1/";

/** A fetch that serves built-in auth calls in this process instead of over the network. */
function inProcessFetch(ctx: GoTrueContext): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith(AUTH_PREFIX)) return fetch(request);
    return handleGoTrue(request, ctx, pathname.slice(AUTH_PREFIX.length).split("/"));
  };
}

/**
 * The auth service for server-side calls made while answering `request`. The built-in service is
 * called in this process, with the caller's address from the trusted hop; the app's own password
 * sign-in applies the per-account throttle itself, so the in-process service does not count twice.
 */
export function authBackend(auth: AuthSetup, request: Request): AuthBackend {
  const { env, authKeys } = auth;
  const clientIp = clientAddress(request.headers, env.TRUSTED_PROXY_HOPS);
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY && env.SUPABASE_SERVICE_ROLE_KEY) {
    return {
      url: env.SUPABASE_URL,
      anonKey: env.SUPABASE_ANON_KEY,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
      fetch,
      clientIp,
    };
  }
  if (!authKeys) throw new Error("Auth keys are not loaded");
  const http = gotrueContext(auth, request);
  const ctx: GoTrueContext = { ...http, config: { ...http.config, passwordThrottle: undefined } };
  return {
    url: ctx.siteOrigin,
    anonKey: authKeys.anonKey,
    serviceRoleKey: authKeys.serviceRoleKey,
    fetch: inProcessFetch(ctx),
    clientIp,
  };
}

/** A stateless supabase-js client for server-side calls (sign-in, sign-out, admin). */
export function serverAuthClient(backend: AuthBackend, key: "anon" | "service"): SupabaseClient {
  return createClient(backend.url, key === "anon" ? backend.anonKey : backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: backend.fetch, headers: { "x-forwarded-for": backend.clientIp } },
  });
}

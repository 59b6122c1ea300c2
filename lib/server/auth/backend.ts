import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Runtime } from "@/lib/server/runtime";
import { clientIp, siteOrigin } from "@/lib/server/request-info";
import type { GoTrueContext } from "./gotrue/context";
import { handleGoTrue } from "./gotrue/handler";

/** Where supabase-js talks to: the built-in service on this origin, or hosted Supabase Auth. */
export interface AuthBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  fetch: typeof fetch;
  clientIp: string;
}

export function gotrueContext(runtime: Runtime, request: Request): GoTrueContext {
  if (!runtime.authKeys) throw new Error("The built-in auth service is off because SUPABASE_URL is set");
  const { env } = runtime;
  return {
    db: runtime.db,
    keys: runtime.authKeys,
    mailer: runtime.mailer,
    siteOrigin: siteOrigin(request, env.SITE_URL),
    clientIp: clientIp(request.headers),
    config: {
      accessTokenTtlSeconds: env.AUTH_ACCESS_TOKEN_TTL,
      tokenRateLimit: env.AUTH_RATE_LIMIT_TOKEN,
      otpRateLimit: env.AUTH_RATE_LIMIT_OTP,
      emailIntervalSeconds: env.AUTH_EMAIL_INTERVAL_SECONDS,
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

export function authBackend(runtime: Runtime, request: Request): AuthBackend {
  const { env, authKeys } = runtime;
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY && env.SUPABASE_SERVICE_ROLE_KEY) {
    return {
      url: env.SUPABASE_URL,
      anonKey: env.SUPABASE_ANON_KEY,
      serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY,
      fetch,
      clientIp: clientIp(request.headers),
    };
  }
  if (!authKeys) throw new Error("Auth keys are not loaded");
  const ctx = gotrueContext(runtime, request);
  return { url: ctx.siteOrigin, anonKey: authKeys.anonKey, serviceRoleKey: authKeys.serviceRoleKey, fetch: inProcessFetch(ctx), clientIp: ctx.clientIp };
}

/** A stateless supabase-js client for server-side calls (sign-in, sign-out, admin). */
export function serverAuthClient(backend: AuthBackend, key: "anon" | "service"): SupabaseClient {
  return createClient(backend.url, key === "anon" ? backend.anonKey : backend.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: backend.fetch, headers: { "x-forwarded-for": backend.clientIp } },
  });
}

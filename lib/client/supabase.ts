"use client";

import type { SupabaseClient } from "@supabase/supabase-js";
import { AUTH_COOKIE_NAME } from "@/lib/auth-cookie";
import type { PublicConfig } from "@/lib/contract/auth";

/** GET: the auth service's public URL and anon key. */
export const CONFIG_PATH = "/api/config";

let client: Promise<SupabaseClient> | undefined;

function isPublicConfig(value: unknown): value is PublicConfig {
  const config = value as Partial<PublicConfig> | null;
  return (
    typeof config?.supabaseUrl === "string" &&
    config.supabaseUrl !== "" &&
    typeof config.supabaseAnonKey === "string" &&
    config.supabaseAnonKey !== ""
  );
}

/**
 * Loads the public config, then the auth client's code: a separate chunk, so the first paint
 * (the spinner) does not wait for it.
 */
async function create(): Promise<SupabaseClient> {
  const [response, { createBrowserClient }] = await Promise.all([
    fetch(CONFIG_PATH, { credentials: "include" }),
    import("@supabase/ssr"),
  ]);
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const config: unknown = await response.json();
  if (!isPublicConfig(config)) {
    console.error("The public config is missing the auth-service URL or anon key");
    throw new Error("Missing auth configuration");
  }
  return createBrowserClient(config.supabaseUrl, config.supabaseAnonKey, {
    cookieOptions: { name: AUTH_COOKIE_NAME },
    auth: { flowType: "pkce", detectSessionInUrl: false },
  });
}

/** The browser's auth client, created once from GET /api/config. */
export function getSupabase(): Promise<SupabaseClient> {
  client ??= create().catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/**
 * Whether this browser holds a portal session cookie (the auth client keeps the session in cookies
 * it can read). Cheap, and says nothing of the session's validity: without one there is nothing to
 * restore, and a signed-out page need not load the auth client at all.
 */
export function hasSessionCookie(): boolean {
  const cookies = globalThis.document?.cookie ?? "";
  return cookies.split(";").some((cookie) => cookie.trimStart().startsWith(AUTH_COOKIE_NAME));
}

/** The current access token, refreshed by the auth client when it is about to expire. */
export async function getAccessToken(): Promise<string | undefined> {
  if (!hasSessionCookie()) return undefined;
  try {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    return data.session?.access_token;
  } catch {
    return undefined;
  }
}

"use client";

import type { SupabaseClient } from "@supabase/supabase-js";
import { sessionCookieOptions, withSessionLifetime } from "@/lib/auth-cookie";
import type { PublicConfig } from "@/lib/contract/auth";
import { hasSessionCookie } from "@/lib/client/auth/session-cookie";
import { storedAccessToken } from "@/lib/client/auth/stored-token";

/** GET: the auth service's public URL and anon key. */
export const CONFIG_PATH = "/api/config";

let client: Promise<SupabaseClient> | undefined;
const signedOutListeners = new Set<() => void>();

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
  const [response, { createBrowserClient, parseCookieHeader, serializeCookieHeader }] = await Promise.all([
    fetch(CONFIG_PATH, { credentials: "include" }),
    import("@supabase/ssr"),
  ]);
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const config: unknown = await response.json();
  if (!isPublicConfig(config)) {
    console.error("The public config is missing the auth-service URL or anon key");
    throw new Error("Missing auth configuration");
  }
  const supabase = createBrowserClient(config.supabaseUrl, config.supabaseAnonKey, {
    cookieOptions: sessionCookieOptions(window.location.origin),
    cookies: {
      getAll: () => parseCookieHeader(document.cookie),
      setAll: (cookies) => {
        for (const { name, value, options } of cookies)
          document.cookie = serializeCookieHeader(name, value, withSessionLifetime(options));
      },
    },
    auth: { flowType: "pkce", detectSessionInUrl: false },
  });
  supabase.auth.onAuthStateChange((event) => {
    if (event === "SIGNED_OUT") for (const listener of signedOutListeners) listener();
  });
  return supabase;
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
 * Calls `listener` when the auth client reports the session ended (its refresh token revoked,
 * another tab signed out), from whenever a call has loaded the client: this does not load it.
 * Returns the unsubscribe.
 */
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/**
 * The current access token: the stored one while it is good, else the auth client's, which
 * refreshes it.
 */
export async function getAccessToken(): Promise<string | undefined> {
  if (!hasSessionCookie()) return undefined;
  const stored = await storedAccessToken();
  if (stored) return stored;
  try {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    return data.session?.access_token;
  } catch {
    return undefined;
  }
}

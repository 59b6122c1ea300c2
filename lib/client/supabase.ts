"use client";

import { createBrowserClient } from "@supabase/ssr";
import type { SupabaseClient } from "@supabase/supabase-js";
import { AUTH_COOKIE_NAME } from "@/lib/auth-cookie";
import { publicConfigSchema } from "@/lib/contract/auth";

let client: Promise<SupabaseClient> | undefined;

async function create(): Promise<SupabaseClient> {
  const response = await fetch("/api/config", { credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const parsed = publicConfigSchema.safeParse(await response.json());
  if (!parsed.success || !parsed.data.supabaseUrl || !parsed.data.supabaseAnonKey) {
    console.error("The public config is missing the auth-service URL or anon key");
    throw new Error("Missing auth configuration");
  }
  return createBrowserClient(parsed.data.supabaseUrl, parsed.data.supabaseAnonKey, {
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

/** The current access token, refreshed by the auth client when it is about to expire. */
export async function getAccessToken(): Promise<string | undefined> {
  try {
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    return data.session?.access_token;
  } catch {
    return undefined;
  }
}

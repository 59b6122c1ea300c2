"use client";

import { publicConfigSchema, type PublicConfig } from "@/lib/contract/auth";
import { VERIFY_PATH } from "@/lib/client/api/auth-queries";
import { CONFIG_PATH, getAccessToken, getSupabase } from "@/lib/client/auth/supabase";

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

export interface ConnectionReport {
  origin: string;
  config: { supabaseUrl: string; anonKeyPresent: boolean; builtIn: boolean } | null;
  configError: string | null;
  checks: CheckResult[];
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** fetch rejects with a TypeError when the call never gets an answer: CORS, DNS, refused connection. */
function failure(error: unknown): string {
  if (error instanceof TypeError) return `Blocked cross-origin call: ${error.message}`;
  return `Client error: ${messageOf(error)}`;
}

async function fetchPublicConfig(): Promise<PublicConfig> {
  const response = await fetch(CONFIG_PATH, { credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return publicConfigSchema.parse(await response.json());
}

async function checkHealth(config: PublicConfig | null): Promise<CheckResult> {
  const name = "Auth service health check";
  if (!config?.supabaseUrl) return { name, ok: false, detail: "Client error: the config has no auth-service URL" };
  try {
    const response = await fetch(`${config.supabaseUrl}/auth/v1/health`, {
      headers: { apikey: config.supabaseAnonKey },
    });
    if (response.ok) return { name, ok: true, detail: `Healthy (${response.status})` };
    return { name, ok: false, detail: `Unexpected status: ${response.status}` };
  } catch (error) {
    return { name, ok: false, detail: failure(error) };
  }
}

async function checkSession(): Promise<CheckResult> {
  const name = "Auth client session";
  try {
    const supabase = await getSupabase();
    const { data, error } = await supabase.auth.getSession();
    if (error) throw error;
    return { name, ok: true, detail: data.session ? "Works: a session exists" : "Works: no session" };
  } catch (error) {
    return { name, ok: false, detail: `Client error: ${messageOf(error)}` };
  }
}

async function checkVerify(): Promise<CheckResult> {
  const name = "Backend auth verify";
  try {
    const token = await getAccessToken();
    const headers: HeadersInit = token ? { Authorization: `Bearer ${token}` } : {};
    const response = await fetch(VERIFY_PATH, { credentials: "include", headers });
    if (response.status === 200) return { name, ok: true, detail: "Signed in (200)" };
    if (response.status === 401) return { name, ok: true, detail: "Signed out (401 expected)" };
    return { name, ok: false, detail: `Unexpected status: ${response.status}` };
  } catch (error) {
    return { name, ok: false, detail: failure(error) };
  }
}

/** Reads the public config, then runs the three checks of the connection test page in order. */
export async function runConnectionTest(): Promise<ConnectionReport> {
  const origin = window.location.origin;
  let config: PublicConfig | null = null;
  let configError: string | null = null;
  try {
    config = await fetchPublicConfig();
  } catch (error) {
    configError = messageOf(error);
  }
  const checks = [await checkHealth(config), await checkSession(), await checkVerify()];
  return {
    origin,
    config: config && {
      supabaseUrl: config.supabaseUrl,
      anonKeyPresent: config.supabaseAnonKey.length > 0,
      builtIn: URL.canParse(config.supabaseUrl) && new URL(config.supabaseUrl).origin === origin,
    },
    configError,
    checks,
  };
}

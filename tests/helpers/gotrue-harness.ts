import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import type { Database } from "@/lib/server/platform/db/client";
import { loadAuthKeys, type AuthKeys } from "@/lib/server/auth/keys";
import type { GoTrueConfig, GoTrueContext } from "@/lib/server/auth/gotrue/context";
import { handleGoTrue } from "@/lib/server/auth/gotrue/handler";
import { createGoTrueUser } from "@/lib/server/auth/gotrue/users";
import type { MailMessage } from "@/lib/server/platform/mail/mailer";
import { createTestDatabase } from "./test-database";

export const SITE = "http://portal.test";

/** The built-in auth service on a fresh database, reachable through an in-process fetch. */
export interface GoTrueHarness {
  database: Database;
  keys: AuthKeys;
  outbox: MailMessage[];
  config: GoTrueConfig;
  /** Requests appear to come from this address (change it to test per-IP limits). */
  ip: { current: string };
  fetch: typeof fetch;
  client: (key?: "anon" | "service") => SupabaseClient;
  addUser: (email: string, password: string) => Promise<string>;
  close: () => Promise<void>;
}

export async function startGoTrue(overrides: Partial<GoTrueConfig> = {}): Promise<GoTrueHarness> {
  const database = await createTestDatabase();
  const keys = await loadAuthKeys(database.db, undefined);
  const outbox: MailMessage[] = [];
  const config: GoTrueConfig = {
    accessTokenTtlSeconds: 900,
    tokenRateLimit: 1000,
    otpRateLimit: 1000,
    emailIntervalSeconds: 60,
    redirectPaths: ["/auth/callback"],
    emailCodeThrottle: { maxFailures: 5, lockoutSeconds: 30 },
    ...overrides,
  };
  const ip = { current: "203.0.113.1" };
  const context = (): GoTrueContext => ({
    db: database.db,
    keys,
    config,
    siteOrigin: SITE,
    clientIp: ip.current,
    mailer: { send: async (message) => void outbox.push(message) },
  });
  const inProcess: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith("/auth/v1/")) throw new Error(`unexpected request to ${request.url}`);
    return handleGoTrue(request, context(), pathname.slice("/auth/v1/".length).split("/"));
  };
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };
  return {
    database,
    keys,
    outbox,
    config,
    ip,
    fetch: inProcess,
    client: (key = "anon") =>
      createClient(SITE, key === "anon" ? keys.anonKey : keys.serviceRoleKey, {
        auth: {
          storage: memoryStorage(),
          flowType: "pkce",
          autoRefreshToken: false,
          detectSessionInUrl: false,
          persistSession: true,
        },
        global: { fetch: inProcess },
      }),
    addUser: async (email, password) =>
      (await createGoTrueUser(database.db, { email, password, email_confirm: true, app_metadata: { role: "rep" } })).id,
    close: () => database.close(),
  };
}

/** The sign-in link of the last e-mail sent to an address. */
export function lastLinkTo(outbox: MailMessage[], email: string): string {
  const message = outbox.filter((m) => m.to === email).at(-1);
  const link = message?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link e-mailed to ${email}`);
  return link;
}

/** The 6-digit code of the last e-mail sent to an address. */
export function lastCodeTo(outbox: MailMessage[], email: string): string {
  const message = outbox.filter((m) => m.to === email).at(-1);
  const code = message?.text.match(/^(\d{6})$/m)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

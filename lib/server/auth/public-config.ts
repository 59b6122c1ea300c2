import "server-only";
import type { PublicConfig } from "@/lib/contract/auth";
import type { AuthSetup } from "@/lib/server/auth/keys";
import { publicOrigin } from "@/lib/server/platform/request/public-origin";

/** GET /api/config: where the browser's auth client talks to, and its public key. */
export function publicConfig(auth: AuthSetup, request: Request): PublicConfig {
  const { env, authKeys } = auth;
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY)
    return { supabaseUrl: env.SUPABASE_URL, supabaseAnonKey: env.SUPABASE_ANON_KEY };
  return { supabaseUrl: publicOrigin(request, env), supabaseAnonKey: authKeys?.anonKey ?? "" };
}

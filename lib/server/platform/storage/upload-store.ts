import "server-only";
import type { ServerEnv } from "@/lib/server/platform/env";
import { localDiskStore } from "./local-disk";
import { supabaseStore } from "./supabase-storage";
import type { UploadStore } from "./upload-store-contract";

type StoreEnv = Pick<ServerEnv, "DATA_DIR" | "SUPABASE_URL" | "SUPABASE_SERVICE_ROLE_KEY" | "SUPABASE_STORAGE_BUCKET">;

/** Supabase Storage when hosted Supabase is configured, otherwise the local disk. */
export function uploadStore(env: StoreEnv): UploadStore {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_STORAGE_BUCKET } = env;
  if (SUPABASE_URL && SUPABASE_SERVICE_ROLE_KEY)
    return supabaseStore(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_STORAGE_BUCKET);
  return localDiskStore(env.DATA_DIR);
}

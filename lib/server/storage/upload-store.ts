import "server-only";
import type { ServerEnv } from "@/lib/server/env";
import type { FileType } from "./file-types";
import { localDiskStore } from "./local-disk";
import { supabaseStore } from "./supabase-storage";

/** Where uploaded files live: DATA_DIR/uploads when embedded, Supabase Storage in production (DESIGN.md). */
export interface UploadStore {
  /** Stores a checked file under its generated name; nothing is left behind when it fails. */
  save(name: string, file: File, type: FileType): Promise<void>;
  /** The stored size in bytes, or undefined when there is no such file. */
  size(name: string): Promise<number | undefined>;
  /** The answer to GET/HEAD /uploads/{name}; a browser saves the file as `downloadName`. */
  serve(name: string, type: FileType, downloadName: string, request: Request): Promise<Response>;
}

type StoreEnv = Pick<ServerEnv, "DATA_DIR" | "SUPABASE_URL" | "SUPABASE_SERVICE_ROLE_KEY" | "SUPABASE_STORAGE_BUCKET">;

/** Supabase Storage when hosted Supabase is configured, otherwise the local disk. */
export function uploadStore(env: StoreEnv): UploadStore {
  const { SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_STORAGE_BUCKET } = env;
  if (SUPABASE_URL && SUPABASE_SERVICE_ROLE_KEY) return supabaseStore(SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY, SUPABASE_STORAGE_BUCKET);
  return localDiskStore(env.DATA_DIR);
}

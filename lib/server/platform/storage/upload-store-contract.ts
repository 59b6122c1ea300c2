import "server-only";
import type { FileType } from "@/lib/contract/asset-file-type";

/** Where uploaded files live: DATA_DIR/uploads when embedded, Supabase Storage in production. */
export interface UploadStore {
  /** Stores a checked file under its generated name; nothing is left behind when it fails. */
  save(name: string, file: File, type: FileType): Promise<void>;
  /** The stored size in bytes, or undefined when there is no such file. */
  size(name: string): Promise<number | undefined>;
  /** The answer to GET/HEAD /uploads/{name}; a browser saves the file as `downloadName`. */
  serve(name: string, type: FileType, downloadName: string, request: Request): Promise<Response>;
}

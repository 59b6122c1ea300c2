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
  /** A stored file's bytes (the page renderer reads PDFs with it), or undefined when there is none. */
  read(name: string): Promise<Uint8Array | undefined>;
  /** Stores one rendered page image (docs/pages.md), replacing an older one of the same key. */
  savePageImage(key: string, bytes: Uint8Array): Promise<void>;
  /** A page image's bytes, or undefined; they are served from the portal's own origin. */
  readPageImage(key: string): Promise<Uint8Array | undefined>;
}

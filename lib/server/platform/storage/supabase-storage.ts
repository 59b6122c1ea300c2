import "server-only";
import { createClient } from "@supabase/supabase-js";
import { notFoundResponse } from "./not-found";
import type { UploadStore } from "./upload-store-contract";

/** How long a signed download link lives; /uploads/{name} hands out a fresh one on every visit. */
const SIGNED_URL_SECONDS = 60 * 60;

const isMissing = (error: { message?: string; status?: number; statusCode?: string } | null) =>
  Boolean(error && (error.status === 404 || error.statusCode === "404" || /not found/i.test(error.message ?? "")));

/**
 * Uploads in a private Supabase Storage bucket (created on first use). /uploads/{name} answers a
 * short redirect to a signed link, as a download for non-media files, so the app's URLs stay the same.
 */
export function supabaseStore(url: string, serviceRoleKey: string, bucket: string): UploadStore {
  const storage = createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  }).storage;
  const files = () => storage.from(bucket);
  async function download(key: string): Promise<Uint8Array | undefined> {
    const { data, error } = await files().download(key);
    if (isMissing(error)) return undefined;
    if (error) throw error;
    return new Uint8Array(await data.arrayBuffer());
  }

  return {
    async save(name, file, type) {
      // The bytes go as a stream with the type we checked, never the type the browser claimed.
      const upload = () =>
        files().upload(name, file.stream(), { contentType: type.mime, upsert: false, cacheControl: "31536000" });
      let { error } = await upload();
      if (isMissing(error)) {
        const created = await storage.createBucket(bucket, { public: false });
        if (created.error && !/already exists/i.test(created.error.message)) throw created.error;
        ({ error } = await upload());
      }
      if (error) throw error;
    },
    async size(name) {
      const { data, error } = await files().info(name);
      if (isMissing(error)) return undefined;
      if (error) throw error;
      return typeof data.size === "number" ? data.size : undefined;
    },
    async serve(name, type, downloadName) {
      const { data, error } = await files().createSignedUrl(
        name,
        SIGNED_URL_SECONDS,
        type.inline ? undefined : { download: downloadName },
      );
      if (isMissing(error)) return notFoundResponse();
      if (error) throw error;
      return new Response(null, {
        status: 302,
        headers: { Location: data.signedUrl, "Cache-Control": "private, max-age=300" },
      });
    },
    read: download,
    async savePageImage(key, bytes) {
      const { error } = await files().upload(key, bytes, { contentType: "image/webp", upsert: true });
      if (error) throw error;
    },
    readPageImage: download,
  };
}

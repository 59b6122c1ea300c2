import "server-only";
import type { UploadResponse } from "@/lib/contract/admin-upload";
import { ALLOWED_EXTENSIONS, extensionOf, FILE_TYPES } from "@/lib/contract/asset-file-type";
import type { Db } from "@/lib/server/platform/db/client";
import { badRequest, forbidden, HttpError } from "@/lib/server/platform/http-errors";
import type { ServerEnv } from "@/lib/server/platform/env";
import { downloadFileName } from "@/lib/server/platform/storage/download-name";
import { matchesSignature, SNIFF_BYTES } from "@/lib/server/platform/storage/file-types";
import { wavDuration } from "@/lib/server/platform/storage/media-duration";
import { notFoundResponse } from "@/lib/server/platform/storage/not-found";
import { formatLimit } from "@/lib/server/platform/storage/upload-limit";
import { newUploadName, UPLOAD_NAME } from "@/lib/server/platform/storage/upload-name";
import { uploadStore } from "@/lib/server/platform/storage/upload-store";
import type { Profile } from "@/lib/server/auth/profiles";
import { queueRender } from "@/lib/server/pages/render-queue";
import { uploadTitle } from "./upload-titles";

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = (maxBytes: number) =>
  new HttpError(413, "file_too_large", `The file is larger than the ${formatLimit(maxBytes)} upload limit.`);
const unsupported = (message: string) => new HttpError(415, "unsupported_file_type", message);
const ALLOWED = `Allowed types: ${ALLOWED_EXTENSIONS.join(", ")}.`;

type UploadEnv = Pick<
  ServerEnv,
  "DATA_DIR" | "UPLOAD_MAX_BYTES" | "SUPABASE_URL" | "SUPABASE_SERVICE_ROLE_KEY" | "SUPABASE_STORAGE_BUCKET"
>;

/** The x-user-id header must name the caller (docs/rules.md#roles-and-permissions); a forged one is refused. */
function assertUploader(request: Request, actor: Pick<Profile, "id">): void {
  if (request.headers.get("x-user-id") !== actor.id)
    throw forbidden("The x-user-id header does not match the signed-in user.", "user_mismatch");
}

/**
 * The size is capped by Content-Length before the body is read: request.formData() buffers the
 * whole body, so nothing bigger than the limit is ever accepted into memory.
 */
async function readFile(request: Request, maxBytes: number): Promise<File> {
  const declared = request.headers.get("content-length");
  if (declared === null)
    throw new HttpError(411, "length_required", "Please send the upload with a Content-Length header.");
  if (Number(declared) > maxBytes + MULTIPART_OVERHEAD) throw tooLarge(maxBytes);
  if (!request.headers.get("content-type")?.toLowerCase().startsWith("multipart/form-data")) {
    throw badRequest("Please send the file as multipart/form-data in the field 'file'.", "not_multipart");
  }
  const form = await request.formData().catch(() => {
    throw badRequest("The upload could not be read as multipart/form-data.", "bad_multipart");
  });
  const file = form.get("file");
  if (!(file instanceof File)) throw badRequest("Please choose a file to upload (form field 'file').", "file_missing");
  if (file.size === 0) throw badRequest("The file is empty.", "file_empty");
  if (file.size > maxBytes) throw tooLarge(maxBytes);
  return file;
}

/**
 * POST /api/admin/upload: checks, sniffs and stores one file; answers its url, size and duration. A
 * PDF is queued for its page images (docs/pages.md#rendering); `rendered` says so to the caller.
 */
export async function saveLibraryUpload(
  { env, db }: { env: UploadEnv; db: Db },
  actor: Pick<Profile, "id">,
  request: Request,
): Promise<UploadResponse> {
  assertUploader(request, actor);
  const file = await readFile(request, env.UPLOAD_MAX_BYTES);
  const ext = extensionOf(file.name);
  const type = ext ? FILE_TYPES[ext] : undefined;
  if (!ext || !type) throw unsupported(`This file type is not allowed. ${ALLOWED}`);
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (!matchesSignature(type, head)) throw unsupported(`The file's contents are not a valid .${ext} file. ${ALLOWED}`);
  const name = newUploadName(ext);
  await uploadStore(env).save(name, file, type);
  if (ext === "pdf") await queueRender(db, name);
  return {
    url: `/uploads/${name}`,
    fileSizeKb: Math.max(1, Math.round(file.size / 1024)),
    duration: ext === "wav" ? wavDuration(head, file.size) : null,
  };
}

/**
 * GET/HEAD /uploads/{name}: only names this app generated, with the type their extension allows,
 * saved under the title of the asset or resource that uses the file (the generated name otherwise).
 */
export async function serveUpload(
  { env, db }: { env: Parameters<typeof uploadStore>[0]; db: Db },
  name: string,
  request: Request,
): Promise<Response> {
  const type = UPLOAD_NAME.test(name) ? FILE_TYPES[extensionOf(name) ?? ""] : undefined;
  if (!type) return notFoundResponse();
  return uploadStore(env).serve(name, type, downloadFileName(await uploadTitle(db, name), name), request);
}

"use client";

import type { UploadResponse } from "@/lib/contract/admin-upload";
import { ApiError } from "@/lib/client/data/api-error";
import { getAccessToken } from "@/lib/client/auth/supabase";
import { schemaOf } from "./schema-of";

const UPLOAD_PATH = "/api/admin/upload";
export const UPLOAD_NETWORK_ERROR = "The upload did not reach the server. Please check your connection and try again.";
export const UPLOAD_BAD_RESPONSE = "The server's answer to the upload could not be read.";

export interface UploadOptions {
  /** The signed-in user's id, sent in the x-user-id header (docs/rules.md#roles-and-permissions). */
  userId: string;
  /** Called with the share of the file sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  /** Aborting stops the upload; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
}

/** True for the rejection of an upload that was canceled through its signal. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

interface RawResponse {
  status: number;
  statusText: string;
  body: string;
}

function send(xhr: XMLHttpRequest, form: FormData, { onProgress, signal }: UploadOptions): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const abort = () => xhr.abort();
    signal?.addEventListener("abort", abort, { once: true });
    const settle = () => signal?.removeEventListener("abort", abort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, statusText: xhr.statusText, body: xhr.responseText });
    };
    xhr.onerror = () => {
      settle();
      reject(new Error(UPLOAD_NETWORK_ERROR));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException("The upload was canceled.", "AbortError"));
    };
    xhr.send(form);
  });
}

/**
 * POST /api/admin/upload (docs/api.md#calls): the file in the multipart field 'file', with the session's
 * bearer token, cookies and x-user-id. XMLHttpRequest rather than fetch, for upload progress.
 * A non-OK answer rejects with an ApiError carrying the server's message.
 */
export async function uploadLibraryFile(file: File, options: UploadOptions): Promise<UploadResponse> {
  const token = await getAccessToken();
  options.signal?.throwIfAborted();
  const form = new FormData();
  form.append("file", file);
  const xhr = new XMLHttpRequest();
  xhr.open("POST", UPLOAD_PATH);
  xhr.withCredentials = true;
  if (token) xhr.setRequestHeader("Authorization", `Bearer ${token}`);
  xhr.setRequestHeader("x-user-id", options.userId);
  const { status, statusText, body } = await send(xhr, form, options);
  if (status < 200 || status >= 300) throw new ApiError(status, body, statusText);
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new Error(UPLOAD_BAD_RESPONSE);
  }
  const parsed = (await schemaOf("adminUpload")()).safeParse(json);
  if (!parsed.success) throw new Error(UPLOAD_BAD_RESPONSE);
  return parsed.data;
}

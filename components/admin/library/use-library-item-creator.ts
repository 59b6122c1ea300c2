"use client";

import { useRef, useState } from "react";
import { toast } from "@/lib/client/browser/toast";
import { useAuth } from "@/lib/client/auth/auth-context";
import { useCreateLibraryItem, useUpdateAsset } from "@/lib/client/api/admin-library-queries";
import { isAbortError, uploadLibraryFile } from "@/lib/client/api/admin-upload-queries";
import { errorText } from "@/lib/client/data/error-text";
import type { AdminLibraryItem } from "@/lib/contract/admin-library";
import type { UploadResponse } from "@/lib/contract/admin-upload";
import { assetTypeMismatch } from "@/lib/contract/asset-file-type";
import type { LibraryTabKind } from "./library-tab-kind";
import type { LibraryFormValues } from "./use-library-form";

/**
 * Messages of the typed fields and of a type the file contradicts; the others are pick-lists and
 * checkboxes that cannot hold a wrong value.
 */
export type FieldErrors = Partial<Record<"title" | "description" | "url" | "type", string>>;
export type CreatePhase = "idle" | "uploading" | "creating";

function payload(values: LibraryFormValues, upload?: UploadResponse) {
  const { title, description, type, url, brandIds, userIds, assignToAllBrands, isActive } = values;
  const base = { title, description, type, brandIds, userIds, assignToAllBrands, isActive };
  return upload
    ? { ...base, url: upload.url, fileSizeKb: upload.fileSizeKb, duration: upload.duration }
    : { ...base, url };
}

/**
 * The first message of each field the contract refuses. With a file chosen, the URL is the upload's
 * and not checked yet; with neither file nor URL the form itself says that one is missing.
 */
function fieldErrors(kind: LibraryTabKind, values: LibraryFormValues): FieldErrors {
  const parsed = kind.schema.safeParse(payload(values));
  const errors: FieldErrors = {};
  const typedUrl = !values.file && values.url.trim() !== "";
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (field === "title" || field === "description" || (field === "url" && typedUrl)) errors[field] ??= issue.message;
  }
  // Checked on the chosen file's name too: the upload's url is not known before the upload.
  const source = values.file?.name ?? values.url.trim();
  const mismatch = kind.typeFollowsFile ? assetTypeMismatch(values.type, source) : undefined;
  if (mismatch) errors.type = mismatch;
  return errors;
}

/**
 * The create flow (docs/rules.md#admin-dialogs): a chosen file is uploaded first (with progress, cancellable); a failed
 * upload toasts 'Failed to upload file' and stops. Then the item is created with the upload's url,
 * size and duration. The last upload is kept while the same file stays chosen, so a retry after a
 * failed create does not store the file a second time. With `editing` (an asset), the same flow saves
 * the asset instead: a chosen file becomes its new version (docs/admin.md#editing-an-asset).
 */
export function useLibraryItemCreator(kind: LibraryTabKind, onCreated: () => void, editing?: AdminLibraryItem) {
  const { state } = useAuth();
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = useRef<AbortController | null>(null);
  const lastUpload = useRef<{ file: File; result: UploadResponse } | null>(null);
  const done = () => {
    lastUpload.current = null;
    onCreated();
  };
  const create = useCreateLibraryItem(kind.noun, done);
  const update = useUpdateAsset(editing?.id ?? "", done);
  const save = editing ? update : create;

  async function upload(file: File): Promise<UploadResponse | undefined> {
    if (lastUpload.current?.file === file) return lastUpload.current.result;
    if (state.status !== "signedIn") {
      toast.error("Failed to upload file", { description: "Your session has ended. Please sign in again." });
      return undefined;
    }
    const controller = new AbortController();
    uploading.current = controller;
    setProgress(0);
    try {
      const result = await uploadLibraryFile(file, {
        userId: state.user.id,
        onProgress: setProgress,
        signal: controller.signal,
      });
      // Canceled just as the answer arrived: the dialog was reset, so nothing is created.
      if (controller.signal.aborted) return undefined;
      lastUpload.current = { file, result };
      return result;
    } catch (error) {
      if (!isAbortError(error)) toast.error("Failed to upload file", { description: errorText(error as Error) });
      return undefined;
    } finally {
      uploading.current = null;
      setProgress(null);
    }
  }

  /** Checks the values, uploads the file if one is chosen, then creates the item. Answers the field errors found. */
  async function submit(values: LibraryFormValues): Promise<FieldErrors> {
    const errors = fieldErrors(kind, values);
    if (Object.keys(errors).length) return errors;
    const uploaded = values.file ? await upload(values.file) : undefined;
    if (values.file && !uploaded) return {};
    const parsed = kind.schema.safeParse(payload(values, uploaded));
    if (!parsed.success) {
      const failure = editing ? `Failed to update ${kind.noun}` : `Failed to create ${kind.noun}`;
      toast.error(failure, { description: parsed.error.issues[0]?.message });
      return {};
    }
    save.mutate(parsed.data);
    return {};
  }

  const phase: CreatePhase = progress !== null ? "uploading" : save.isPending ? "creating" : "idle";
  return {
    /** The asset being edited, if the flow saves rather than creates. */
    editing,
    phase,
    progress,
    submit,
    /** The typed fields' messages alone, for a form that cannot be sent yet. */
    check: (values: LibraryFormValues) => fieldErrors(kind, values),
    /** Stops an upload in flight (the dialog keeps its input). */
    cancelUpload: () => uploading.current?.abort(),
    /** Forgets the kept upload, for a dialog reset. */
    forget: () => {
      uploading.current?.abort();
      lastUpload.current = null;
    },
  };
}

export type LibraryCreator = ReturnType<typeof useLibraryItemCreator>;

"use client";

import { useState, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogFooter } from "@/components/ui/dialog";
import { FieldError, FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { LIBRARY_DESCRIPTION_MAX, LIBRARY_TITLE_MAX } from "@/lib/contract/admin-library";
import { assetTypeMismatch } from "@/lib/contract/asset-file-type";
import { AssetVersionList } from "./asset-version-list";
import { BrandField, UserField } from "./assignment-fields";
import { typeLabel, type LibraryTabKind } from "./library-tab-kind";
import { SourceField } from "./source-field";
import { UploadProgress } from "./upload-progress";
import type { FieldErrors, LibraryCreator } from "./use-library-item-creator";
import { useLibraryForm } from "./use-library-form";

const SUBMIT_LABELS = { uploading: "Uploading...", creating: "Creating..." } as const;
const SAVE_LABELS = { uploading: "Uploading...", creating: "Saving..." } as const;

/** "Create Asset" or, editing, "Save Changes"; while busy, what is happening. */
function submitLabel(kind: LibraryTabKind, creator: LibraryCreator): string {
  if (creator.phase !== "idle") return (creator.editing ? SAVE_LABELS : SUBMIT_LABELS)[creator.phase];
  return creator.editing ? "Save Changes" : `Create ${kind.Noun}`;
}

interface LibraryItemFormProps {
  kind: LibraryTabKind;
  creator: LibraryCreator;
  onCancel: () => void;
}

/**
 * The fields of 'Create New Asset' / 'Create New Resource' (docs/screens.md#assets-and-resources-tabs) and its Cancel
 * and Create buttons; editing an asset, the same fields filled in, its versions, and Save Changes.
 */
export function LibraryItemForm({ kind, creator, onCancel }: LibraryItemFormProps) {
  const form = useLibraryForm(kind, creator.editing);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Set by the first try to submit: from then on a missing brand or source reads as an error. */
  const [tried, setTried] = useState(false);
  const { values, set, hasBrand, hasSource } = form;
  const busy = creator.phase !== "idle";
  const id = (field: string) => `${kind.noun}-${field}`;
  // Shown as soon as the chosen type contradicts the file or URL, not only after a submit.
  const typeError = kind.typeFollowsFile
    ? assetTypeMismatch(values.type, values.file?.name ?? values.url.trim())
    : undefined;

  /** Focuses the first field, in screen order, that stops the form. */
  function focusFirstProblem(found: FieldErrors) {
    const first = (["title", "type", "description"] as const).find((field) => found[field]);
    if (first) return document.getElementById(id(first))?.focus();
    if (found.url || !hasSource) {
      // A refused URL is on the External URL tab: open it so the message and the field can be seen.
      if (found.url) flushSync(() => set({ sourceTab: "url" }));
      return document.getElementById(id(found.url || values.sourceTab === "url" ? "url" : "file"))?.focus();
    }
    if (!hasBrand) document.getElementById(id("all-brands"))?.focus();
  }

  /**
   * Without a brand or a source (docs/rules.md#admin-create-forms: the button reads as disabled) nothing is sent; the
   * missing parts are shown.
   */
  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const found = hasBrand && hasSource ? await creator.submit(values) : creator.check(values);
    setErrors(found);
    focusFirstProblem(found);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid min-w-0 grid-cols-1 gap-5">
      <fieldset disabled={busy} className="grid min-w-0 grid-cols-1 gap-5">
        <div className="grid grid-cols-1 items-start gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <FormField
            id={id("title")}
            label="Title"
            required
            autoComplete="off"
            maxLength={LIBRARY_TITLE_MAX}
            value={values.title}
            error={errors.title}
            onChange={(event) => set({ title: event.target.value })}
          />
          <div className="grid gap-2">
            <Label htmlFor={id("type")}>Type</Label>
            <NativeSelect
              id={id("type")}
              value={values.type}
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? id("type-error") : undefined}
              onChange={(event) => set({ type: event.target.value })}
            >
              {kind.types.map((type) => (
                <option key={type} value={type}>
                  {typeLabel(type)}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={id("type-error")}>{typeError}</FieldError>
          </div>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={id("description")}>Description</Label>
          <Textarea
            id={id("description")}
            rows={3}
            maxLength={LIBRARY_DESCRIPTION_MAX}
            value={values.description}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? id("description-error") : undefined}
            onChange={(event) => set({ description: event.target.value })}
          />
          <FieldError id={id("description-error")}>{errors.description}</FieldError>
        </div>
        <SourceField kind={kind} form={form} urlError={errors.url} missing={tried && !hasSource} />
        {creator.editing && <AssetVersionList id={creator.editing.id} />}
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <BrandField kind={kind} form={form} invalid={tried && !hasBrand} />
          <UserField kind={kind} form={form} />
        </div>
        <div className="flex items-start gap-2">
          <Checkbox
            id={id("active")}
            className="mt-0.5"
            checked={values.isActive}
            aria-describedby={id("active-hint")}
            onCheckedChange={(checked) => set({ isActive: checked === true })}
          />
          <div className="grid gap-1">
            <Label htmlFor={id("active")}>Active</Label>
            <p id={id("active-hint")} className="text-sm text-muted-foreground">
              Reps see only active {kind.noun}s.
            </p>
          </div>
        </div>
      </fieldset>
      {creator.phase === "uploading" && values.file && (
        <UploadProgress fileName={values.file.name} percent={creator.progress ?? 0} onCancel={creator.cancelUpload} />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={creator.phase === "creating"}>
          Cancel
        </Button>
        {/* aria-disabled, not disabled: a click (or Enter) on it still shows what is missing. */}
        <Button type="submit" disabled={busy} aria-disabled={!hasBrand || !hasSource || undefined}>
          {busy && <Spinner />}
          {submitLabel(kind, creator)}
        </Button>
      </DialogFooter>
    </form>
  );
}

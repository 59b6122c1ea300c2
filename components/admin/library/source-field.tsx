"use client";

import { FileIcon, LinkIcon, UploadIcon, XIcon } from "lucide-react";
import { TruncatedText } from "@/components/shared/truncated-text";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LIBRARY_URL_MAX } from "@/lib/contract/admin-library";
import { UPLOAD_ACCEPT } from "@/lib/contract/admin-upload";
import { cn } from "@/lib/utils";
import type { LibraryTabKind } from "./library-tab-kind";
import type { LibraryForm, SourceTab } from "./use-library-form";

/** The chosen file's size in MB with two decimals; a small file is "under 0.01 MB", never "0.00 MB". */
export const fileSizeMb = (bytes: number) =>
  bytes < 0.005 * 1024 * 1024 ? "under 0.01 MB" : `${(bytes / (1024 * 1024)).toFixed(2)} MB`;

const MISSING_SOURCE = "Choose a file or enter a URL.";

interface SourceFieldProps {
  kind: LibraryTabKind;
  form: LibraryForm;
  urlError?: string;
  /** A submit was tried with neither a file nor a URL. */
  missing: boolean;
}

function ChosenFile({ file, onRemove }: { file: File; onRemove: () => void }) {
  return (
    <div className="flex items-center gap-3 rounded-md border bg-muted/30 px-3 py-2 text-sm">
      <FileIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      <p className="min-w-0 flex-1">
        <TruncatedText text={file.name} className="font-medium" />
        <span className="text-xs text-muted-foreground">{fileSizeMb(file.size)}</span>
      </p>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={`Remove ${file.name}`}
        onClick={onRemove}
      >
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  );
}

/**
 * '{Noun} File or URL': an Upload File tab and an External URL tab; the one filled in last wins
 * (docs/rules.md#admin-dialogs).
 */
export function SourceField({ kind, form, urlError, missing }: SourceFieldProps) {
  const { values, set, chooseFile, typeUrl } = form;
  const fileId = `${kind.noun}-file`;
  const urlId = `${kind.noun}-url`;
  const missingId = `${kind.noun}-source-error`;
  const described = (...ids: string[]) => [...ids, missing ? missingId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2">
      <legend className="mb-2 text-sm font-medium">{kind.Noun} File or URL</legend>
      <Tabs
        value={values.sourceTab}
        onValueChange={(tab) => set({ sourceTab: tab as SourceTab })}
        className="min-w-0 gap-3"
      >
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="file">
            <UploadIcon aria-hidden="true" />
            Upload File
          </TabsTrigger>
          <TabsTrigger value="url">
            <LinkIcon aria-hidden="true" />
            External URL
          </TabsTrigger>
        </TabsList>
        <TabsContent value="file" className="grid grid-cols-1 gap-2">
          <div
            className={cn(
              "relative flex items-center gap-3 rounded-lg border border-dashed px-4 py-3",
              "transition-colors hover:bg-muted/30 has-[input:focus-visible]:border-ring",
              "has-[input:focus-visible]:ring-[3px] has-[input:focus-visible]:ring-ring",
            )}
          >
            <UploadIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <div className="grid min-w-0 gap-1">
              {/* The label is stretched over the whole box, so a click anywhere in it opens the picker. */}
              <Label
                htmlFor={fileId}
                className="cursor-pointer text-primary after:absolute after:inset-0 dark:text-foreground"
              >
                {values.file ? "Choose another file" : "Choose a file"}
              </Label>
              <p id={`${fileId}-types`} className="text-xs text-muted-foreground">
                Images, video, audio, PDF, Word, Excel or PowerPoint
              </p>
            </div>
            <input
              id={fileId}
              type="file"
              accept={UPLOAD_ACCEPT}
              className="sr-only"
              aria-invalid={missing || undefined}
              aria-describedby={described(`${fileId}-types`)}
              onChange={(event) => {
                const [file] = event.target.files ?? [];
                if (file) chooseFile(file);
                event.target.value = "";
              }}
            />
          </div>
          {values.file && <ChosenFile file={values.file} onRemove={() => chooseFile(null)} />}
          {values.url && <p className="text-xs text-muted-foreground">Choosing a file replaces the external URL.</p>}
        </TabsContent>
        <TabsContent value="url" className="grid grid-cols-1 gap-2">
          <Label htmlFor={urlId}>External URL</Label>
          <Input
            id={urlId}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://example.com/file.pdf"
            maxLength={LIBRARY_URL_MAX}
            value={values.url}
            aria-invalid={urlError || missing ? true : undefined}
            aria-describedby={described(urlError ? `${urlId}-error` : "")}
            onChange={(event) => typeUrl(event.target.value)}
          />
          <FieldError id={`${urlId}-error`}>{urlError}</FieldError>
          {values.file && (
            <p className="text-xs wrap-anywhere text-muted-foreground">
              Typing a URL replaces the chosen file {values.file.name}.
            </p>
          )}
        </TabsContent>
      </Tabs>
      <FieldError id={missingId}>{missing && MISSING_SOURCE}</FieldError>
    </fieldset>
  );
}

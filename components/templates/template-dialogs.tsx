"use client";

import dynamic from "next/dynamic";
import { toast } from "@/lib/client/browser/toast";
import type { EmailTemplate } from "@/lib/client/templates/templates-storage";

/** The dialogs' code loads with the builder but after the page (they only open on Save, Rename or Delete). */
const TemplateNameDialog = dynamic(() => import("./template-name-dialog").then((module) => module.TemplateNameDialog), {
  ssr: false,
});
const ConfirmDeleteDialog = dynamic(
  () => import("@/components/shared/confirm-delete").then((module) => module.ConfirmDeleteDialog),
  { ssr: false },
);

export type DialogState =
  { kind: "save" } | { kind: "rename"; template: EmailTemplate } | { kind: "delete"; template: EmailTemplate } | null;

interface TemplateDialogsProps {
  dialog: DialogState;
  onClose: () => void;
  /** Stores a new template under the name; true when it was stored. */
  onSaveNew: (name: string) => boolean;
  onRename: (template: EmailTemplate, name: string) => boolean;
  /** Deletes the template once the rep has confirmed it. */
  onDelete: (template: EmailTemplate) => void;
}

/**
 * The Save Template and Rename Template dialogs with the rules of docs/rules.md#template-names, and the
 * delete confirmation the admin's deletes use.
 */
export function TemplateDialogs({ dialog, onClose, onSaveNew, onRename, onDelete }: TemplateDialogsProps) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <TemplateNameDialog
        open={dialog?.kind === "save"}
        onOpenChange={onOpenChange}
        title="Save Template"
        description="Give the template a name you will recognize in your saved templates."
        submitLabel="Save"
        onSubmit={(name) => {
          if (!name.trim()) {
            toast.error("Template name required", { description: "Please enter a name for your template" });
            return;
          }
          if (onSaveNew(name)) onClose();
        }}
      />
      <TemplateNameDialog
        open={dialog?.kind === "rename"}
        onOpenChange={onOpenChange}
        title="Rename Template"
        description="Choose a new name for this template."
        submitLabel="Rename"
        initialName={dialog?.kind === "rename" ? dialog.template.name : ""}
        onSubmit={(name) => {
          // A blank name (or no selected template) does nothing.
          if (dialog?.kind !== "rename" || !name.trim()) return;
          if (onRename(dialog.template, name)) onClose();
        }}
      />
      <ConfirmDeleteDialog
        open={dialog?.kind === "delete"}
        onOpenChange={onOpenChange}
        noun="template"
        label={dialog?.kind === "delete" ? dialog.template.name : ""}
        onConfirm={() => {
          if (dialog?.kind === "delete") onDelete(dialog.template);
        }}
      />
    </>
  );
}

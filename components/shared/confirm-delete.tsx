"use client";

import type { ReactNode } from "react";
import { Trash2Icon } from "lucide-react";
import { AlertDialog, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { IconButton } from "@/components/ui/icon-button";
import { ConfirmDialogContent } from "./confirm-dialog-content";

/**
 * The confirmations of docs/rules.md#delete-confirmations, word for word, and the email builder's for its saved
 * templates.
 */
const QUESTION = {
  asset: "Are you sure you want to delete this asset?",
  resource: "Are you sure you want to delete this resource?",
  event: "Are you sure you want to delete this event?",
  link: "Are you sure you want to delete this link?",
  user: "Are you sure you want to delete this user?",
  template: "Are you sure you want to delete this template?",
} as const;

interface ConfirmDeleteProps {
  /** What is deleted, as the confirmation words it: 'asset', 'resource', 'event', 'link' or 'user'; or 'template'. */
  noun: keyof typeof QUESTION;
  /** The item's name, for the button's accessible label and the dialog's text. */
  label: string;
  onConfirm: () => void;
  /** More about what the delete does, after the sentence (e.g. what an asset's delete closes). */
  detail?: ReactNode;
}

/** What a list's row (or card) with a delete button gets besides its item. */
export interface DeletableRowProps {
  /** Its delete is running: the button is disabled. */
  deleting: boolean;
  /** Deletes the item (after the confirmation). */
  onDelete: () => void;
}

/** The confirmation itself: 'Are you sure you want to delete this {noun}?' with Cancel and Delete. */
export function ConfirmDeleteContent({ noun, label, onConfirm, detail }: ConfirmDeleteProps) {
  return (
    <ConfirmDialogContent
      question={QUESTION[noun]}
      description={
        <>
          {label} will be deleted. This cannot be undone.
          {detail}
        </>
      }
      action="Delete"
      onConfirm={onConfirm}
    />
  );
}

/** A row's delete button; it asks 'Are you sure you want to delete this {noun}?' first. */
export function ConfirmDeleteButton({ disabled, ...props }: ConfirmDeleteProps & { disabled?: boolean }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <IconButton
          icon={Trash2Icon}
          iconClassName="text-destructive"
          disabled={disabled}
          label={`Delete ${props.label}`}
          title={`Delete ${props.noun}`}
        />
      </AlertDialogTrigger>
      <ConfirmDeleteContent {...props} />
    </AlertDialog>
  );
}

/** The same confirmation opened by a screen's own button, so it can load apart from the screen. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  ...props
}: ConfirmDeleteProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <ConfirmDeleteContent {...props} />
    </AlertDialog>
  );
}

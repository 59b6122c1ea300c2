"use client";

import { Trash2Icon } from "lucide-react";
import { AlertDialog } from "radix-ui";
import { Button, buttonVariants } from "@/components/ui/button";

/** SPEC §5's confirmations, word for word, and the email builder's for its saved templates. */
const QUESTION = {
  asset: "Are you sure you want to delete this asset?",
  resource: "Are you sure you want to delete this resource?",
  event: "Are you sure you want to delete this event?",
  link: "Are you sure you want to delete this link?",
  user: "Are you sure you want to delete this user?",
  template: "Are you sure you want to delete this template?",
} as const;

interface ConfirmDeleteProps {
  /** What is deleted, as SPEC §5 words it: 'asset', 'resource', 'event', 'link' or 'user'; or 'template'. */
  noun: keyof typeof QUESTION;
  /** The item's name, for the button's accessible label and the dialog's text. */
  label: string;
  onConfirm: () => void;
}

/** The confirmation itself: 'Are you sure you want to delete this {noun}?' with Cancel and Delete. */
function ConfirmDeleteContent({ noun, label, onConfirm }: ConfirmDeleteProps) {
  return (
    <AlertDialog.Portal>
      <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/60 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
      <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg data-[state=open]:animate-in data-[state=open]:fade-in-0 data-[state=open]:zoom-in-95">
        <AlertDialog.Title className="text-lg font-semibold">{QUESTION[noun]}</AlertDialog.Title>
        <AlertDialog.Description className="text-sm text-muted-foreground break-words">
          {label} will be deleted. This cannot be undone.
        </AlertDialog.Description>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>Cancel</AlertDialog.Cancel>
          <AlertDialog.Action className={buttonVariants({ variant: "destructive" })} onClick={onConfirm}>
            Delete
          </AlertDialog.Action>
        </div>
      </AlertDialog.Content>
    </AlertDialog.Portal>
  );
}

/** A row's delete button; it asks 'Are you sure you want to delete this {noun}?' first (SPEC §5). */
export function ConfirmDeleteButton({ disabled, ...props }: ConfirmDeleteProps & { disabled?: boolean }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button type="button" variant="ghost" size="icon" disabled={disabled} aria-label={`Delete ${props.label}`} title={`Delete ${props.noun}`}>
          <Trash2Icon aria-hidden="true" className="text-destructive" />
        </Button>
      </AlertDialog.Trigger>
      <ConfirmDeleteContent {...props} />
    </AlertDialog.Root>
  );
}

/** The same confirmation opened by a screen's own button, so it can load apart from the screen. */
export function ConfirmDeleteDialog({ open, onOpenChange, ...props }: ConfirmDeleteProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <ConfirmDeleteContent {...props} />
    </AlertDialog.Root>
  );
}

"use client";

import { Trash2Icon } from "lucide-react";
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

/** SPEC §5's confirmations, word for word. */
const QUESTION = {
  asset: "Are you sure you want to delete this asset?",
  resource: "Are you sure you want to delete this resource?",
  event: "Are you sure you want to delete this event?",
  link: "Are you sure you want to delete this link?",
  user: "Are you sure you want to delete this user?",
} as const;

interface ConfirmDeleteButtonProps {
  /** What is deleted, as SPEC §5 words it: 'asset', 'resource', 'event', 'link' or 'user'. */
  noun: keyof typeof QUESTION;
  /** The row's name, for the button's accessible label. */
  label: string;
  onConfirm: () => void;
  disabled?: boolean;
}

/** A row's delete button; it asks 'Are you sure you want to delete this {noun}?' first (SPEC §5). */
export function ConfirmDeleteButton({ noun, label, onConfirm, disabled }: ConfirmDeleteButtonProps) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="ghost" size="icon" disabled={disabled} aria-label={`Delete ${label}`} title={`Delete ${noun}`}>
          <Trash2Icon aria-hidden="true" className="text-destructive" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{QUESTION[noun]}</AlertDialogTitle>
        <AlertDialogDescription className="break-words">{label} will be deleted. This cannot be undone.</AlertDialogDescription>
        <DialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Delete</AlertDialogAction>
        </DialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

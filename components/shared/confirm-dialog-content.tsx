"use client";

import type { ReactNode } from "react";
import {
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { DialogFooter } from "@/components/ui/dialog";

interface ConfirmDialogContentProps {
  question: string;
  /** What confirming does, and what it leaves. */
  description: ReactNode;
  /** The confirming button's label (Cancel is the other). */
  action: string;
  onConfirm: () => void;
}

/** The inside of an alert dialog that asks before an action cannot be undone: Cancel or the action. */
export function ConfirmDialogContent({ question, description, action, onConfirm }: ConfirmDialogContentProps) {
  return (
    <AlertDialogContent>
      <AlertDialogTitle>{question}</AlertDialogTitle>
      <AlertDialogDescription className="break-words">{description}</AlertDialogDescription>
      <DialogFooter>
        <AlertDialogCancel>Cancel</AlertDialogCancel>
        <AlertDialogAction onClick={onConfirm}>{action}</AlertDialogAction>
      </DialogFooter>
    </AlertDialogContent>
  );
}

"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { LibraryTabKind } from "./library-tab-kind";
import { LibraryItemForm } from "./library-item-form";
import { useLibraryItemCreator } from "./use-library-item-creator";

interface CreateLibraryItemDialogProps {
  kind: LibraryTabKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * 'Create New Asset' / 'Create New Resource'. The form is mounted only while the dialog is open,
 * so closing (Cancel, Escape, the close button, or success) resets it; an upload in flight is
 * aborted. While the create call runs the dialog stays open: its answer decides.
 */
export function CreateLibraryItemDialog({ kind, open, onOpenChange }: CreateLibraryItemDialogProps) {
  const creator = useLibraryItemCreator(kind, () => onOpenChange(false));

  function changeOpen(next: boolean) {
    if (!next && creator.phase === "creating") return;
    if (!next) creator.forget();
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Create New {kind.Noun}</DialogTitle>
          <DialogDescription>{kind.description}</DialogDescription>
        </DialogHeader>
        <LibraryItemForm kind={kind} creator={creator} onCancel={() => changeOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { AdminLibraryItem } from "@/lib/contract/admin-library";
import type { LibraryTabKind } from "./library-tab-kind";
import { LibraryItemForm } from "./library-item-form";
import { useLibraryItemCreator } from "./use-library-item-creator";

interface EditAssetDialogProps {
  kind: LibraryTabKind;
  asset: AdminLibraryItem;
  onClose: () => void;
}

/**
 * 'Edit Asset' (docs/admin.md#editing-an-asset): the create form filled in with the asset, its versions,
 * and Save Changes. Like the create dialog it stays open while the save runs.
 */
export function EditAssetDialog({ kind, asset, onClose }: EditAssetDialogProps) {
  const saver = useLibraryItemCreator(kind, onClose, asset);

  function changeOpen(next: boolean) {
    if (next || saver.phase === "creating") return;
    saver.forget();
    onClose();
  }

  return (
    <Dialog open onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Asset</DialogTitle>
          <DialogDescription className="wrap-anywhere">{asset.title}</DialogDescription>
        </DialogHeader>
        <LibraryItemForm kind={kind} creator={saver} onCancel={() => changeOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

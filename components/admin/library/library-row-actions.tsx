"use client";

import { PencilIcon } from "lucide-react";
import { ConfirmDeleteButton } from "@/components/shared/confirm-delete";
import { ActionSeparator } from "@/components/ui/action-separator";
import { IconButton } from "@/components/ui/icon-button";
import type { AdminLibraryItem } from "@/lib/contract/admin-library";
import { AssetReachText } from "./asset-reach-text";
import type { LibraryViewProps } from "./library-view-props";

type LibraryRowActionsProps = Omit<LibraryViewProps, "items"> & { item: AdminLibraryItem };

/** A row's Edit (assets) and Delete, the delete apart and saying what it closes. */
export function LibraryRowActions({ kind, item, onDelete, onEdit, deletingId }: LibraryRowActionsProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      {onEdit && (
        <>
          <IconButton icon={PencilIcon} onClick={() => onEdit(item)} label={`Edit ${item.title}`} title="Edit" />
          <ActionSeparator />
        </>
      )}
      <ConfirmDeleteButton
        noun={kind.noun}
        label={item.title}
        disabled={deletingId === item.id}
        onConfirm={() => onDelete(item.id)}
        detail={kind.noun === "asset" ? <AssetReachText id={item.id} /> : undefined}
      />
    </div>
  );
}

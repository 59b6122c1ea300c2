"use client";

import dynamic from "next/dynamic";
import type { TrackedLink } from "@/lib/contract/tracked-links";

/** The dialogs' code loads after the page: they only open on Rename or Delete. */
const RenameLinkDialog = dynamic(() => import("./rename-link-dialog").then((module) => module.RenameLinkDialog), {
  ssr: false,
});
const ConfirmDeleteDialog = dynamic(
  () => import("@/components/shared/confirm-delete").then((module) => module.ConfirmDeleteDialog),
  { ssr: false },
);

export type LinkDialogState = { kind: "rename" | "delete"; link: TrackedLink } | null;

/** Rename Link, and the delete confirmation the admin's lists use ('Are you sure you want to delete this link?'). */
export function LinkDialogs({
  dialog,
  onClose,
  onDelete,
}: {
  dialog: LinkDialogState;
  onClose: () => void;
  /** Deletes the link once the rep has confirmed it. */
  onDelete: (link: TrackedLink) => void;
}) {
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      {dialog?.kind === "rename" && <RenameLinkDialog link={dialog.link} open onOpenChange={onOpenChange} />}
      <ConfirmDeleteDialog
        open={dialog?.kind === "delete"}
        onOpenChange={onOpenChange}
        noun="link"
        label={dialog?.kind === "delete" ? dialog.link.name : ""}
        onConfirm={() => {
          if (dialog?.kind === "delete") onDelete(dialog.link);
        }}
      />
    </>
  );
}

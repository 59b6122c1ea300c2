"use client";

import { useRouter } from "next/navigation";
import type { PopupProps } from "@/components/layout/lazy-popup";
import { ConfirmDeleteContent } from "@/components/shared/confirm-delete";
import { AlertDialog, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { useDeleteUser } from "@/lib/client/api/admin-users-queries";
import type { AdminUser } from "@/lib/contract/admin-users";

/**
 * 'Delete' on a user's row: 'Are you sure you want to delete this user?' first; the button is
 * disabled while the delete runs, and the Users tab is rendered again after it.
 */
export function DeleteUserDialog({ user, trigger, defaultOpen }: PopupProps & { user: AdminUser }) {
  const router = useRouter();
  const remove = useDeleteUser(() => router.refresh());
  return (
    <AlertDialog defaultOpen={defaultOpen}>
      <AlertDialogTrigger asChild disabled={remove.isPending}>
        {trigger}
      </AlertDialogTrigger>
      <ConfirmDeleteContent noun="user" label={user.email} onConfirm={() => remove.mutate(user.id)} />
    </AlertDialog>
  );
}

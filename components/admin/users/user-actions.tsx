import { ConfirmDeleteButton, type DeletableRowProps } from "@/components/shared/confirm-delete";
import type { AdminUser } from "@/lib/contract/admin-users";
import { EditUserDialog } from "./edit-user-dialog";
import { UserRoomsDialog } from "./user-rooms-dialog";

/** What a Users row or card gets: the user, whether it is the signed-in admin, and its delete. */
export interface UserItemProps extends DeletableRowProps {
  user: AdminUser;
  isSelf: boolean;
}

/** Rooms, Edit, and Delete except on the admin's own row (the server refuses deleting oneself). */
export function UserActions({ user, isSelf, deleting, onDelete }: UserItemProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      <UserRoomsDialog user={user} />
      <EditUserDialog user={user} isSelf={isSelf} />
      {!isSelf && <ConfirmDeleteButton noun="user" label={user.email} onConfirm={onDelete} disabled={deleting} />}
    </div>
  );
}

import { DoorOpenIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { IconButton } from "@/components/ui/icon-button";
import type { AdminUser } from "@/lib/contract/admin-users";
import { DeleteUserPopup, EditUserPopup, UserRoomsPopup } from "./user-popups";

/** What a Users row or card gets: the user, and whether it is the signed-in admin. */
export interface UserItemProps {
  user: AdminUser;
  isSelf: boolean;
}

/** Rooms, Edit, and Delete except on the admin's own row (the server refuses deleting oneself). */
export function UserActions({ user, isSelf }: UserItemProps) {
  return (
    <div className="flex items-center justify-end gap-1">
      <UserRoomsPopup
        user={user}
        trigger={<IconButton icon={DoorOpenIcon} label={`Rooms of ${user.email}`} title="Rooms" />}
      />
      <EditUserPopup
        user={user}
        isSelf={isSelf}
        trigger={<IconButton icon={PencilIcon} label={`Edit ${user.email}`} />}
      />
      {!isSelf && (
        <DeleteUserPopup
          user={user}
          trigger={
            <IconButton
              icon={Trash2Icon}
              iconClassName="text-destructive"
              label={`Delete ${user.email}`}
              title="Delete user"
            />
          }
        />
      )}
    </div>
  );
}

"use client";

import { UserOptions } from "@/components/admin/assignments/user-options";
import { CheckboxField } from "@/components/ui/checkbox";
import { FieldError } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useAdminUsers } from "@/lib/client/api/admin-users-queries";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";

interface EventUserPickProps {
  allUsers: boolean;
  onAllUsersChange: (all: boolean) => void;
  userId: string | null;
  onUserIdChange: (id: string | null) => void;
  error?: string;
}

/**
 * 'Assign to all users', or one user from the list; ticking all users clears the chosen one
 * (docs/rules.md#admin-dialogs).
 */
export function EventUserPick({ allUsers, onAllUsersChange, userId, onUserIdChange, error }: EventUserPickProps) {
  const { data, error: loadError, isLoading } = useAdminUsers();
  useQueryErrorToast(loadError, "Failed to load users");
  const users = data ?? [];
  const placeholder = isLoading ? "Loading users..." : users.length === 0 ? "No users available" : "Choose a user";

  return (
    <fieldset className="grid content-start gap-3">
      <legend className="mb-3 text-sm font-medium">Assigned To</legend>
      <CheckboxField
        id="event-all-users"
        label="Assign to all users"
        checked={allUsers}
        onCheckedChange={(checked) => {
          onAllUsersChange(checked);
          if (checked) onUserIdChange(null);
        }}
      />
      <div className="grid gap-2">
        <Label htmlFor="event-user">User</Label>
        <NativeSelect
          id="event-user"
          value={userId ?? ""}
          disabled={allUsers || users.length === 0}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "event-user-error" : undefined}
          onChange={(event) => onUserIdChange(event.target.value || null)}
        >
          <UserOptions users={users} placeholder={allUsers ? "All users" : placeholder} />
        </NativeSelect>
        <FieldError id="event-user-error">{error}</FieldError>
      </div>
    </fieldset>
  );
}

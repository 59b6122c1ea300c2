"use client";

import { CardList } from "@/components/ui/card-list";
import { TableCard } from "@/components/ui/table-card";
import { TableHead } from "@/components/ui/table";
import { useAdminUsers, useDeleteUser } from "@/lib/client/api/admin-users-queries";
import { useAuth } from "@/lib/client/auth/auth-context";
import type { AdminUser } from "@/lib/contract/admin-users";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";
import { AddUserDialog } from "./add-user-dialog";
import { UserCard } from "./user-card";
import { UserRow } from "./user-row";

const COLUMNS = ["Email", "Name", "Role", "Promo Code", "Status", "Created", "Actions"];

/**
 * The admin Users tab (docs/screens.md#users-tab): every live user, newest first, with Add User, and Edit and Delete
 * per row (no Delete on the admin's own row).
 */
export function UsersTab() {
  const users = useAdminUsers();
  useQueryErrorToast(users.error, "Error loading users");
  const remove = useDeleteUser();
  const list = users.data ?? [];
  const { state } = useAuth();
  const selfId = state.status === "signedIn" ? state.user.id : undefined;
  const itemProps = (user: AdminUser) => ({
    user,
    isSelf: user.id === selfId,
    deleting: remove.isPending && remove.variables === user.id,
    onDelete: () => remove.mutate(user.id),
  });

  return (
    <TableCard
      title="Users"
      description="Sales reps and administrators who can sign in to the portal."
      action={<AddUserDialog />}
      status={users.status}
      rowCount={list.length}
      emptyText="No users yet."
      head={COLUMNS.map((column) => (
        <TableHead key={column}>{column}</TableHead>
      ))}
      cards={
        <CardList aria-label="Users">
          {list.map((user) => (
            <UserCard key={user.id} {...itemProps(user)} />
          ))}
        </CardList>
      }
    >
      {list.map((user) => (
        <UserRow key={user.id} {...itemProps(user)} />
      ))}
    </TableCard>
  );
}

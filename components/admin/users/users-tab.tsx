"use client";

import { CardList } from "@/components/ui/card-list";
import { TableCard } from "@/components/ui/table-card";
import { TableHead } from "@/components/ui/table";
import { useAdminUsers, useDeleteUser } from "@/lib/client/api/admin-users";
import { useQueryErrorToast } from "@/lib/client/hooks/use-query-error-toast";
import { AddUserDialog } from "./add-user-dialog";
import { UserCard } from "./user-card";
import { UserRow } from "./user-row";

const COLUMNS = ["Email", "Name", "Role", "Promo Code", "Status", "Created", "Actions"];

/** The admin Users tab (SPEC §2): every live user, newest first, with Add User and a delete per row. */
export function UsersTab() {
  const users = useAdminUsers();
  useQueryErrorToast(users.error, "Error loading users");
  const remove = useDeleteUser();
  const list = users.data ?? [];
  const deleting = (id: string) => remove.isPending && remove.variables === id;

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
            <UserCard key={user.id} user={user} deleting={deleting(user.id)} onDelete={() => remove.mutate(user.id)} />
          ))}
        </CardList>
      }
    >
      {list.map((user) => (
        <UserRow key={user.id} user={user} deleting={deleting(user.id)} onDelete={() => remove.mutate(user.id)} />
      ))}
    </TableCard>
  );
}

import { ReadFailureToasts } from "@/components/admin/analytics/read-failure-toasts";
import { CardList } from "@/components/ui/card-list";
import { TableHead } from "@/components/ui/table";
import { TableCard } from "@/components/ui/table-card";
import type { AdminUser } from "@/lib/contract/admin-users";
import type { ScreenRead } from "@/lib/contract/screen-read-result";
import { AddUserButton } from "./add-user-button";
import { UserCard } from "./user-card";
import { UserRow } from "./user-row";

const COLUMNS = ["Email", "Name", "Role", "Promo Code", "Status", "Created", "Actions"];

/**
 * The admin Users tab (docs/screens.md#users-tab), rendered on the server from its read: every live
 * user, newest first, as markup. Add User and each row's Rooms, Edit and Delete are the client's
 * islands, their dialogs loaded on first use; a change they make renders the page again.
 */
export function UsersTab({ read, selfId }: { read: ScreenRead<AdminUser[]>; selfId: string }) {
  const list = "data" in read ? read.data : [];
  const itemProps = (user: AdminUser) => ({ user, isSelf: user.id === selfId });
  return (
    <>
      {"failure" in read && <ReadFailureToasts failures={[{ title: "Error loading users", failure: read.failure }]} />}
      <TableCard
        title="Users"
        description="Sales reps and administrators who can sign in to the portal."
        action={<AddUserButton />}
        status={"data" in read ? "success" : "error"}
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
    </>
  );
}

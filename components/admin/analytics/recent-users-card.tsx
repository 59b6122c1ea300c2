import { userFullName } from "@/components/admin/users/user-labels";
import { TruncatedText } from "@/components/shared/truncated-text";
import { CardList, FactsCard } from "@/components/ui/card-list";
import { TableCard } from "@/components/ui/table-card";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { LocalDateTime } from "@/components/shared/local-date-time";
import type { AdminUser } from "@/lib/contract/admin-users";

const SHOWN = 5;

/**
 * 'Recent Users' (docs/screens.md#analytics-tab): the first 5 users (the list is newest first) with name, email and
 * joined date.
 */
export function RecentUsersCard({ users, status }: { users: AdminUser[]; status: "pending" | "error" | "success" }) {
  const shown = users.slice(0, SHOWN);
  return (
    <TableCard
      title="Recent Users"
      description="The newest accounts."
      status={status}
      rowCount={shown.length}
      emptyText="No users yet."
      head={
        <>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Joined</TableHead>
        </>
      }
      cards={
        <CardList aria-label="Recent users">
          {shown.map((user) => (
            <FactsCard
              key={user.id}
              title={userFullName(user) ?? "-"}
              facts={[
                ["Email", user.email],
                // eslint-disable-next-line react/jsx-key -- a [label, value] pair, not a list (see CardFacts)
                ["Joined", <LocalDateTime value={user.createdAt} dateOnly />],
              ]}
            />
          ))}
        </CardList>
      }
    >
      {shown.map((user) => (
        <TableRow key={user.id}>
          <TableCell className="max-w-44 min-w-28">
            <p className="font-medium break-words">
              {userFullName(user) ?? <span className="text-muted-foreground">-</span>}
            </p>
          </TableCell>
          <TableCell className="max-w-64 text-muted-foreground">
            <TruncatedText text={user.email} />
          </TableCell>
          <TableCell className="whitespace-nowrap text-muted-foreground">
            <LocalDateTime value={user.createdAt} dateOnly />
          </TableCell>
        </TableRow>
      ))}
    </TableCard>
  );
}

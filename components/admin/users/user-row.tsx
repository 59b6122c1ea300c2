import { StatusBadge } from "@/components/shared/status-badge";
import { TruncatedText } from "@/components/shared/truncated-text";
import { Badge } from "@/components/ui/badge";
import { TableCell, TableRow } from "@/components/ui/table";
import { LocalDateTime } from "@/components/shared/local-date-time";
import { UserActions, type UserItemProps } from "./user-actions";
import { ROLE_LABELS, userFullName } from "./user-labels";

/** One row of the Users table: Email, Name, Role, Promo Code, Status, Created, Actions (docs/screens.md#users-tab). */
export function UserRow(props: UserItemProps) {
  const { user } = props;
  return (
    <TableRow>
      <TableCell className="max-w-72 font-medium">
        <TruncatedText text={user.email} />
      </TableCell>
      <TableCell className="max-w-48 min-w-32 break-words">
        {userFullName(user) ?? <span className="text-muted-foreground">-</span>}
      </TableCell>
      <TableCell>
        <Badge variant={user.role === "admin" ? "default" : "secondary"}>{ROLE_LABELS[user.role]}</Badge>
      </TableCell>
      <TableCell className="font-mono text-xs whitespace-nowrap">
        {user.promoCode || <span className="text-muted-foreground">-</span>}
      </TableCell>
      <TableCell>
        <StatusBadge active={user.isActive} />
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">
        <LocalDateTime value={user.createdAt} dateOnly />
      </TableCell>
      <TableCell className="py-1">
        <UserActions {...props} />
      </TableCell>
    </TableRow>
  );
}

/* eslint-disable react/jsx-key -- a fact is a [label, value] pair, not a list (see CardFacts) */
import { StatusBadge } from "@/components/shared/status-badge";
import { Badge } from "@/components/ui/badge";
import { FactsCard } from "@/components/ui/card-list";
import { LocalDateTime } from "@/components/shared/local-date-time";
import { UserActions, type UserItemProps } from "./user-actions";
import { ROLE_LABELS, userFullName } from "./user-labels";

/** Below 768px, one user as a card with the Users table's facts (docs/screens.md#users-tab). */
export function UserCard(props: UserItemProps) {
  const { user } = props;
  return (
    <FactsCard
      title={user.email}
      subtitle={userFullName(user) ?? "-"}
      badge={<StatusBadge active={user.isActive} />}
      facts={[
        ["Role", <Badge variant={user.role === "admin" ? "default" : "secondary"}>{ROLE_LABELS[user.role]}</Badge>],
        ["Promo Code", <span className="font-mono text-xs">{user.promoCode || "-"}</span>],
        ["Created", <LocalDateTime value={user.createdAt} dateOnly />],
      ]}
      action={<UserActions {...props} />}
    />
  );
}

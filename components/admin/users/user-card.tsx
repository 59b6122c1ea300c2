import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { StatusBadge } from "@/components/tracked-links/status-badge";
import { Badge } from "@/components/ui/badge";
import { CardFacts, CardListItem } from "@/components/ui/card-list";
import { formatDate } from "@/lib/client/format";
import type { AdminUser } from "@/lib/contract/admin-users";
import { ROLE_LABELS, userFullName } from "./user-labels";

/** Below 768px, one user as a card with the Users table's facts (SPEC §2). */
export function UserCard({ user, deleting, onDelete }: { user: AdminUser; deleting: boolean; onDelete: () => void }) {
  return (
    <CardListItem>
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium wrap-anywhere">{user.email}</p>
          <p className="text-sm wrap-anywhere text-muted-foreground">{userFullName(user) ?? "-"}</p>
        </div>
        <StatusBadge active={user.isActive} />
      </div>
      <div className="flex items-end justify-between gap-3">
        <CardFacts
          facts={[
            ["Role", <Badge variant={user.role === "admin" ? "default" : "secondary"}>{ROLE_LABELS[user.role]}</Badge>],
            ["Promo Code", <span className="font-mono text-xs">{user.promoCode || "-"}</span>],
            ["Created", formatDate(user.createdAt) ?? "N/A"],
          ]}
        />
        <ConfirmDeleteButton noun="user" label={user.email} onConfirm={onDelete} disabled={deleting} />
      </div>
    </CardListItem>
  );
}

import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { StatusBadge } from "@/components/tracked-links/status-badge";
import { CardFacts, CardListItem } from "@/components/ui/card-list";
import { formatDate } from "@/lib/client/format";
import type { AdminTrackedLink } from "@/lib/contract/admin-links";

/** Below 768px, one tracked link as a card with the Links table's facts (SPEC §2). */
export function LinkCard({ link, deleting, onDelete }: { link: AdminTrackedLink; deleting: boolean; onDelete: () => void }) {
  return (
    <CardListItem>
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-medium wrap-anywhere">{link.name}</p>
          <p className="text-sm wrap-anywhere text-muted-foreground">by {link.createdBy}</p>
        </div>
        {/* SPEC §2: the admin list always shows Active. */}
        <StatusBadge active />
      </div>
      <div className="flex items-end justify-between gap-3">
        <CardFacts
          facts={[
            ["Short URL", <span className="font-mono text-xs">/go/{link.slug}</span>],
            ["Original URL", <span className="text-muted-foreground">{link.originalUrl}</span>],
            ["Clicks", <span className="tabular-nums">{link.clickCount}</span>],
            ["Created", formatDate(link.createdAt) ?? "N/A"],
          ]}
        />
        <ConfirmDeleteButton noun="link" label={link.name} onConfirm={onDelete} disabled={deleting} />
      </div>
    </CardListItem>
  );
}

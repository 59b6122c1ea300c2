/* eslint-disable react/jsx-key -- a fact is a [label, value] pair, not a list (see CardFacts) */
import { ConfirmDeleteButton, type DeletableRowProps } from "@/components/shared/confirm-delete";
import { StatusBadge } from "@/components/shared/status-badge";
import { FactsCard } from "@/components/ui/card-list";
import { formatDate } from "@/lib/client/format/format";
import type { AdminTrackedLink } from "@/lib/contract/admin-links";

/** Below 768px, one tracked link as a card with the Links table's facts (the status is always Active). */
export function LinkCard({ link, deleting, onDelete }: { link: AdminTrackedLink } & DeletableRowProps) {
  return (
    <FactsCard
      title={link.name}
      subtitle={`by ${link.createdBy}`}
      badge={<StatusBadge active />}
      facts={[
        ["Short URL", <span className="font-mono text-xs">/go/{link.slug}</span>],
        ["Original URL", <span className="text-muted-foreground">{link.originalUrl}</span>],
        ["Clicks", <span className="tabular-nums">{link.clickCount}</span>],
        ["Created", formatDate(link.createdAt) ?? "N/A"],
      ]}
      action={<ConfirmDeleteButton noun="link" label={link.name} onConfirm={onDelete} disabled={deleting} />}
    />
  );
}

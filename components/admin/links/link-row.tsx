import { ConfirmDeleteButton, type DeletableRowProps } from "@/components/shared/confirm-delete";
import { StatusBadge } from "@/components/shared/status-badge";
import { TruncatedText } from "@/components/shared/truncated-text";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/client/format/format";
import type { AdminTrackedLink } from "@/lib/contract/admin-links";

/**
 * One row of the admin Links table: Name, Short URL, Original URL, Clicks, Status, Created, Actions
 * (docs/screens.md#links-tab).
 */
export function LinkRow({ link, deleting, onDelete }: { link: AdminTrackedLink } & DeletableRowProps) {
  return (
    <TableRow>
      <TableCell className="max-w-56 min-w-36">
        <p className="font-medium break-words">{link.name}</p>
        <p className="max-w-56 truncate text-xs text-muted-foreground" title={link.createdBy}>
          by {link.createdBy}
        </p>
      </TableCell>
      <TableCell className="font-mono text-xs whitespace-nowrap">/go/{link.slug}</TableCell>
      <TableCell className="max-w-64">
        <TruncatedText text={link.originalUrl} className="text-muted-foreground" />
      </TableCell>
      <TableCell className="text-right tabular-nums">{link.clickCount}</TableCell>
      <TableCell>
        {/* The admin list always shows Active. */}
        <StatusBadge active />
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">{formatDate(link.createdAt) ?? "N/A"}</TableCell>
      <TableCell className="py-1">
        <ConfirmDeleteButton noun="link" label={link.name} onConfirm={onDelete} disabled={deleting} />
      </TableCell>
    </TableRow>
  );
}

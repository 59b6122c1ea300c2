"use client";

import { StatusBadge } from "@/components/shared/status-badge";
import { Badge } from "@/components/ui/badge";
import { CardList, CardListItem } from "@/components/ui/card-list";
import { formatDate } from "@/lib/client/format/format";
import { brandLabel, typeLabel } from "./library-tab-kind";
import { LibraryRowActions } from "./library-row-actions";
import { PageStatus } from "./page-status";
import type { LibraryViewProps } from "./library-view-props";

/** Below 768px: one card per item with the table's facts, so nothing needs sideways scrolling. */
export function LibraryCards({ kind, items, onDelete, onEdit, deletingId }: LibraryViewProps) {
  return (
    <CardList aria-label={`${kind.Noun}s`}>
      {items.map((item) => (
        <CardListItem key={item.id}>
          <div className="flex items-start justify-between gap-3">
            <p className="min-w-0 font-medium wrap-anywhere">{item.title}</p>
            <StatusBadge active={item.isActive} />
          </div>
          {item.pages && (
            <p className="text-xs">
              <PageStatus pages={item.pages} />
            </p>
          )}
          <div className="flex items-center justify-between gap-3">
            <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <Badge variant="secondary">{typeLabel(item.type)}</Badge>
              <span className="wrap-anywhere">{brandLabel(item)}</span>
              <span aria-hidden="true">·</span>
              <span className="whitespace-nowrap">{formatDate(item.createdAt)}</span>
            </p>
            <LibraryRowActions kind={kind} item={item} onDelete={onDelete} onEdit={onEdit} deletingId={deletingId} />
          </div>
        </CardListItem>
      ))}
    </CardList>
  );
}

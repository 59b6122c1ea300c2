"use client";

import { StatusBadge } from "@/components/shared/status-badge";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate } from "@/lib/client/format/format";
import { brandLabel, typeLabel } from "./library-tab-kind";
import { LibraryRowActions } from "./library-row-actions";
import { PageStatus } from "./page-status";
import type { LibraryViewProps } from "./library-view-props";

const COLUMNS = ["Title", "Type", "Brand", "Status", "Created"] as const;

/** From 768px: the columns Title, Type, Brand (or Unknown), Status, Created, Actions. */
export function LibraryTable({ kind, items, onDelete, onEdit, deletingId }: LibraryViewProps) {
  return (
    <div className="hidden md:block">
      <Table aria-label={`${kind.Noun}s`}>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {COLUMNS.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.id}>
              <TableCell className="max-w-72 min-w-44">
                <p className="line-clamp-2 font-medium wrap-anywhere" title={item.title}>
                  {item.title}
                </p>
                {item.pages && (
                  <p className="mt-0.5 text-xs">
                    <PageStatus pages={item.pages} />
                  </p>
                )}
              </TableCell>
              <TableCell>
                <Badge variant="secondary">{typeLabel(item.type)}</Badge>
              </TableCell>
              <TableCell className="max-w-48 min-w-28">
                <span className="line-clamp-2 wrap-anywhere">{brandLabel(item)}</span>
              </TableCell>
              <TableCell>
                <StatusBadge active={item.isActive} />
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{formatDate(item.createdAt)}</TableCell>
              <TableCell className="py-1 text-right">
                <LibraryRowActions
                  kind={kind}
                  item={item}
                  onDelete={onDelete}
                  onEdit={onEdit}
                  deletingId={deletingId}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

"use client";

import { useState, type ReactNode } from "react";
import { FolderOpenIcon, RotateCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useDeleteLibraryItem } from "@/lib/client/api/admin-library-queries";
import type { AdminLibraryItem } from "@/lib/contract/admin-library";
import { EditAssetDialog } from "./edit-asset-dialog";
import { LibraryCards } from "./library-cards";
import type { LibraryTabKind } from "./library-tab-kind";
import { LibraryTable } from "./library-table";
import type { LibraryViewProps } from "./library-view-props";

interface LibraryListProps {
  kind: LibraryTabKind;
  items: AdminLibraryItem[] | undefined;
  isLoading: boolean;
  loadFailed: boolean;
  onRetry: () => void;
}

function Message({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 border-t px-6 py-12 text-center text-sm text-muted-foreground">
      {children}
    </div>
  );
}

/**
 * The items as a table from 768px and as cards below, or what stands in for them: loading, a failed
 * load, the empty sentence.
 */
export function LibraryList({ kind, items, isLoading, loadFailed, onRetry }: LibraryListProps) {
  const remove = useDeleteLibraryItem(kind.noun);
  const [editing, setEditing] = useState<AdminLibraryItem | null>(null);

  if (isLoading) {
    return (
      <div role="status" aria-label={`Loading ${kind.noun}s`} className="grid gap-3 border-t px-6 py-6">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  if (!items?.length && loadFailed) {
    return (
      <Message>
        <p>The {kind.noun}s could not be loaded.</p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          <RotateCwIcon aria-hidden="true" />
          Try again
        </Button>
      </Message>
    );
  }
  if (!items?.length) {
    return (
      <Message>
        <FolderOpenIcon aria-hidden="true" className="size-8" />
        <p role="status">
          No {kind.noun}s yet. Use Add {kind.Noun} to create the first one.
        </p>
      </Message>
    );
  }
  const view: LibraryViewProps = {
    kind,
    items,
    onDelete: (id) => remove.mutate(id),
    deletingId: remove.isPending ? remove.variables : undefined,
    onEdit: kind.noun === "asset" ? setEditing : undefined,
  };
  return (
    <>
      <LibraryTable {...view} />
      <LibraryCards {...view} />
      {editing && <EditAssetDialog kind={kind} asset={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

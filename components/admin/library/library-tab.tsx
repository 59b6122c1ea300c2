"use client";

import { useState } from "react";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CardHeading } from "@/components/shared/card-heading";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useAdminLibraryItems } from "@/lib/client/api/admin-library-queries";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";
import { CreateLibraryItemDialog } from "./create-library-item-dialog";
import type { LibraryTabKind } from "./library-tab-kind";
import { LibraryList } from "./library-list";

/**
 * The Assets or Resources tab: the table (docs/screens.md#assets-and-resources-tabs) with its 'Add …' dialog and
 * per-row delete.
 */
export function LibraryTab({ kind }: { kind: LibraryTabKind }) {
  const [creating, setCreating] = useState(false);
  const { data, error, isLoading, refetch } = useAdminLibraryItems(kind.noun);
  useQueryErrorToast(error, `Failed to load ${kind.noun}s`);
  const headingId = `${kind.noun}-management-title`;

  return (
    <Card role="region" aria-labelledby={headingId} className="gap-4 pb-0">
      <CardHeader className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardHeading id={headingId} className="text-xl">
            {kind.Noun} Management
          </CardHeading>
          <CardDescription>Every {kind.noun} in the library. Reps see the active ones of their brand.</CardDescription>
        </div>
        <Button type="button" onClick={() => setCreating(true)} className="self-start">
          <PlusIcon aria-hidden="true" />
          Add {kind.Noun}
        </Button>
      </CardHeader>
      <CardContent className="px-0">
        <LibraryList
          kind={kind}
          items={data}
          isLoading={isLoading}
          loadFailed={Boolean(error)}
          onRetry={() => void refetch()}
        />
      </CardContent>
      <CreateLibraryItemDialog kind={kind} open={creating} onOpenChange={setCreating} />
    </Card>
  );
}

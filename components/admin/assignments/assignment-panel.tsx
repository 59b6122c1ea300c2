"use client";

import { useId, useState } from "react";
import { toast } from "@/lib/client/browser/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useAssignItems } from "@/lib/client/api/admin-assignments-queries";
import type { AdminLibraryItem } from "@/lib/contract/admin-library";
import { brandLabel } from "@/components/admin/library/library-tab-kind";
import type { AssignmentKind } from "./assignment-kinds";

/** Admin types are stored lower-case (docs/rules.md#types-and-defaults); the list shows them as words. */
const TYPE_LABELS: Record<string, string> = { pdf: "PDF", faq: "FAQ", price_list: "Price List" };
const typeLabel = (type: string) => TYPE_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);

interface AssignmentPanelProps {
  kind: AssignmentKind;
  items: AdminLibraryItem[];
  isLoading: boolean;
  /** The chosen user's id, or "" before one is chosen. */
  userId: string;
}

interface ItemRowProps {
  id: string;
  item: AdminLibraryItem;
  checked: boolean;
  assigned: boolean;
  onCheckedChange: (checked: boolean) => void;
}

function ItemRow({ id, item, checked, assigned, onCheckedChange }: ItemRowProps) {
  return (
    <li className="flex items-start gap-3 px-3 py-2.5">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
      />
      <Label htmlFor={id} className="grid min-w-0 flex-1 gap-1.5 font-normal">
        <span className="font-medium wrap-anywhere">{item.title}</span>
        <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <Badge variant="outline">{typeLabel(item.type)}</Badge>
          {/* Every brand, named as the library lists them: an item often belongs to several. */}
          <span className="wrap-anywhere">{brandLabel(item)}</span>
          {assigned && <Badge variant="secondary">Assigned</Badge>}
        </span>
      </Label>
    </li>
  );
}

/**
 * One list of assignments, assets or resources (docs/screens.md#assignments-tab): tick items, then assign them to the
 * chosen user.
 */
export function AssignmentPanel({ kind, items, isLoading, userId }: AssignmentPanelProps) {
  const headingId = useId();
  const [ticked, setTicked] = useState<string[]>([]);
  const assign = useAssignItems(kind.noun, kind.success, kind.failure, () => setTicked([]));

  function toggle(id: string, checked: boolean) {
    setTicked((current) => (checked ? [...current, id] : current.filter((itemId) => itemId !== id)));
  }

  function submit() {
    if (!userId || ticked.length === 0) {
      toast.error(kind.missing);
      return;
    }
    assign.mutate({ userId, itemIds: ticked });
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {kind.heading}
        </h3>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {ticked.length} selected
        </p>
      </div>
      {isLoading ? (
        <p role="status" className="flex items-center gap-2 rounded-md border p-3 text-sm text-muted-foreground">
          <Spinner />
          {kind.loading}
        </p>
      ) : items.length === 0 ? (
        <p className="rounded-md border p-3 text-sm text-muted-foreground">{kind.empty}</p>
      ) : (
        <ul aria-labelledby={headingId} className="max-h-64 divide-y overflow-y-auto rounded-md border">
          {items.map((item) => (
            <ItemRow
              key={item.id}
              id={`assign-${kind.noun}s-${item.id}`}
              item={item}
              checked={ticked.includes(item.id)}
              assigned={Boolean(userId) && item.userIds.includes(userId)}
              onCheckedChange={(checked) => toggle(item.id, checked)}
            />
          ))}
        </ul>
      )}
      <Button type="button" className="mt-auto w-full sm:w-fit" disabled={assign.isPending} onClick={submit}>
        {assign.isPending && <Spinner />}
        {assign.isPending ? "Assigning..." : kind.button}
      </Button>
    </section>
  );
}

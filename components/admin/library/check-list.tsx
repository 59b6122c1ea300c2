"use client";

import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldHint } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";

export interface CheckItem {
  id: string;
  label: string;
  detail?: string;
}

interface CheckListProps {
  /** Prefix of the checkboxes' ids, unique in the dialog. */
  id: string;
  legend: string;
  items: CheckItem[];
  selected: string[];
  onToggle: (id: string, checked: boolean) => void;
  disabled?: boolean;
  /** Above the list, e.g. 'Assign to all brands'. */
  before?: ReactNode;
  /** Under the list: what the selection means or what is missing. */
  hint: ReactNode;
  /** The hint names what stops a tried submit: it reads as an error. */
  invalid?: boolean;
}

/** The id of a CheckList's hint, for a control before the list that the hint describes. */
export const checkListHintId = (id: string) => `${id}-hint`;

/**
 * A pick-list of checkboxes scrolling at 8rem (docs/rules.md#types-and-defaults), in a fieldset with its legend and
 * hint.
 */
export function CheckList({ id, legend, items, selected, onToggle, disabled, before, hint, invalid }: CheckListProps) {
  const hintId = checkListHintId(id);
  return (
    <fieldset className="grid min-w-0 grid-cols-1 content-start gap-2" aria-describedby={hintId}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      {before}
      {items.length > 0 && (
        <ul className="max-h-32 overflow-y-auto rounded-md border p-1">
          {items.map((item) => {
            const boxId = `${id}-${item.id}`;
            return (
              <li key={item.id} className="flex items-center gap-2 rounded-sm px-2 py-1.5 hover:bg-muted/50">
                <Checkbox
                  id={boxId}
                  checked={selected.includes(item.id)}
                  disabled={disabled}
                  onCheckedChange={(checked) => onToggle(item.id, checked === true)}
                />
                <Label htmlFor={boxId} className="flex min-w-0 flex-1 items-baseline gap-2 leading-snug font-normal">
                  <span className="truncate" title={item.label}>
                    {item.label}
                  </span>
                  {item.detail && (
                    <span className="ml-auto truncate text-xs text-muted-foreground" title={item.detail}>
                      {item.detail}
                    </span>
                  )}
                </Label>
              </li>
            );
          })}
        </ul>
      )}
      <FieldHint id={hintId} invalid={invalid}>
        {hint}
      </FieldHint>
    </fieldset>
  );
}

"use client";

import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";

interface AssetSelectCheckboxProps {
  title: string;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A card's "Select" box in the library's multi-select mode. */
export function AssetSelectCheckbox({ title, checked, disabled, onCheckedChange }: AssetSelectCheckboxProps) {
  const checkboxId = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={checkboxId}
        checked={checked}
        disabled={disabled}
        aria-label={`Select ${title}`}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="size-5"
      />
      <label htmlFor={checkboxId} className="text-xs text-muted-foreground">
        Select
      </label>
    </div>
  );
}

"use client";

import { UserRoundPlusIcon, XIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

interface AssetSelectionBarProps {
  count: number;
  /** The most a room can hold. */
  max: number;
  onShare: () => void;
  onCancel: () => void;
}

/**
 * The multi-select mode's bar, stuck to the bottom of the screen (above the phone's bottom bar):
 * "N selected · Share with a person".
 */
export function AssetSelectionBar({ count, max, onShare, onCancel }: AssetSelectionBarProps) {
  return (
    <div
      role="region"
      aria-label="Selected assets"
      className={cn(
        "sticky bottom-20 z-30 flex flex-wrap items-center justify-between gap-2 rounded-xl border",
        "bg-background/95 p-3 shadow-lg backdrop-blur-md md:bottom-4",
      )}
    >
      <p className="text-sm font-medium" aria-live="polite">
        {count} selected{count >= max && ` (at most ${max})`}
      </p>
      <div className="flex gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          <XIcon aria-hidden="true" />
          Cancel
        </Button>
        <Button type="button" size="sm" disabled={count === 0} onClick={onShare}>
          <UserRoundPlusIcon aria-hidden="true" />
          Share with a person
        </Button>
      </div>
    </div>
  );
}

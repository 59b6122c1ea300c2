import type { ReactNode } from "react";
import { FolderOpenIcon, SearchXIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/** The dashed box that stands in for the grid: a failed load or an empty text. */
export function AssetsEmptyBox({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-xl border",
        "border-dashed px-6 py-16 text-center text-muted-foreground",
      )}
    >
      {icon}
      {children}
    </div>
  );
}

/** No asset to show: none matches the search or type filter, or the brand has none (docs/screens.md#asset-library). */
export function AssetsEmpty({ filtered }: { filtered: boolean }) {
  const Icon = filtered ? SearchXIcon : FolderOpenIcon;
  return (
    <AssetsEmptyBox icon={<Icon aria-hidden="true" className="size-8" />}>
      <p role="status">{filtered ? "No assets match your search" : "No assets available for this brand"}</p>
    </AssetsEmptyBox>
  );
}

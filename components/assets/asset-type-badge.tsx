import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const TYPE_COLORS: Record<string, string> = {
  PDF: "bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-200",
  Video: "bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-200",
  Audio: "bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200",
};

/** The asset's type (PDF, Video, Audio or another type's name) as a color-coded badge. */
export function AssetTypeBadge({ type }: { type: string }) {
  return (
    <Badge variant="secondary" className={cn("max-w-full truncate", TYPE_COLORS[type])}>
      {type}
    </Badge>
  );
}

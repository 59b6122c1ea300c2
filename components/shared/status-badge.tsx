import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** Active or Inactive (or another word for off, such as Paused), readable in both themes. */
export function StatusBadge({ active, offLabel = "Inactive" }: { active: boolean; offLabel?: string }) {
  return (
    <Badge
      variant="outline"
      className={cn(active ? "border-success/40 bg-success/10 text-success" : "text-muted-foreground")}
    >
      {active ? "Active" : offLabel}
    </Badge>
  );
}

import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** Active or Inactive, readable in both themes. */
export function StatusBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant="outline"
      className={cn(active ? "border-success/40 bg-success/10 text-success" : "text-muted-foreground")}
    >
      {active ? "Active" : "Inactive"}
    </Badge>
  );
}

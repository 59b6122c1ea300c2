import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

/** The empty state of a dashboard card: an icon, a line and a follow-up. */
export function DashboardEmpty({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed px-4 py-8 text-center">
      <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">{title}</p>
      {children}
    </div>
  );
}

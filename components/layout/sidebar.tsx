import { cn } from "@/lib/utils";
import { SidebarNav } from "./sidebar-nav";

/** The fixed left sidebar of the desktop layout (768px and up); below that the drawer takes its place. */
export function Sidebar() {
  return (
    <aside
      aria-labelledby="sidebar-title"
      className={cn(
        "fixed top-16 bottom-0 left-0 z-30 hidden w-64 flex-col gap-4",
        "overflow-y-auto border-r bg-card px-3 py-6 md:flex",
      )}
    >
      <h2 id="sidebar-title" className="px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
        Sales Rep Portal
      </h2>
      <SidebarNav />
    </aside>
  );
}

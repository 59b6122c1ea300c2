import Link from "next/link";
import { AppMark } from "./app-mark";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";

/** The fixed bar at the top of every signed-in screen. */
export function TopBar() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b bg-background/85 backdrop-blur-md">
      <div className="flex h-full items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          href="/"
          className="flex min-w-0 items-center gap-2.5 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <AppMark />
          <span className="truncate">Sales Rep Portal</span>
        </Link>
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

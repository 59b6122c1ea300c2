import type { ReactNode } from "react";
import Link from "next/link";
import { cn } from "@/lib/utils";
import { AppMark } from "./app-mark";
import { NotificationsBell } from "./notifications-bell";
import { ThemeToggle } from "./theme-toggle";
import { UserMenu } from "./user-menu";

interface TopBarProps {
  /** Shown before the logo, e.g. the mobile menu button. */
  navigation?: ReactNode;
  /** Shown after the logo, e.g. the brand switcher; the portal name then only labels the logo link. */
  children?: ReactNode;
}

/** The fixed bar at the top of every signed-in screen. */
export function TopBar({ navigation, children }: TopBarProps) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-16 border-b bg-background/85 backdrop-blur-md">
      <div className="flex h-full items-center justify-between gap-1 px-2 sm:gap-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-1 sm:gap-3">
          {navigation}
          <Link
            href="/"
            className={cn(
              "flex min-w-0 shrink-0 items-center gap-2.5 rounded-md font-semibold",
              "tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
              // On a phone the bar has no room for the logo beside the switcher; the bottom bar leads home.
              children && "max-sm:hidden",
            )}
          >
            <AppMark />
            <span className={cn(children ? "sr-only" : "truncate")}>Sales Rep Portal</span>
          </Link>
          {children}
        </div>
        <div className="flex shrink-0 items-center gap-0.5 sm:gap-1">
          <NotificationsBell />
          <ThemeToggle />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}

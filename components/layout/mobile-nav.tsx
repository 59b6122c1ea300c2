"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { MenuIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { lazyPopup } from "./lazy-popup";
import { NavIcon } from "./nav-icon";
import { BOTTOM_BAR_ITEMS, isActive } from "./nav-items";

const MobileNavPopup = lazyPopup(() => import("./mobile-nav-popup").then((module) => module.MobileNavPopup), "dialog");

/** The menu button of the top bar below 768px, opening the sidebar as a drawer. */
export function MobileNavDrawer() {
  return (
    <MobileNavPopup
      trigger={
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open navigation">
          <MenuIcon className="size-5" aria-hidden="true" />
        </Button>
      }
    />
  );
}

/** The fixed bar at the bottom of the screen below 768px: one column per section but Resources (in the drawer). */
export function MobileBottomBar() {
  const pathname = usePathname();
  return (
    <nav
      aria-label="Quick navigation"
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t bg-background/95",
        "pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden",
      )}
    >
      <ul className="grid h-16 grid-cols-5">
        {BOTTOM_BAR_ITEMS.map((item) => {
          const { href, shortLabel, icon: Icon } = item;
          const active = isActive(item, pathname);
          return (
            <li key={href} className="flex">
              <Link
                href={href}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "m-0.5 flex min-w-0 flex-1 flex-col items-center justify-center gap-1 rounded-md text-xs",
                  "font-medium text-muted-foreground outline-none transition-colors",
                  "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring",
                  active && "text-foreground",
                )}
              >
                <span
                  className={cn(
                    "flex h-7 w-12 items-center justify-center rounded-full transition-colors",
                    active && "bg-primary text-primary-foreground",
                  )}
                >
                  <NavIcon className="size-5">
                    <Icon className="size-5" aria-hidden="true" />
                  </NavIcon>
                </span>
                {shortLabel}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

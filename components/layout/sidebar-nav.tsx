"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";
import { NavIcon } from "./nav-icon";
import { isActive, NAV_ITEMS } from "./nav-items";

/** The section links of the sidebar and the drawer, the current one highlighted in the brand color. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main navigation">
      <ul className="grid gap-1">
        {NAV_ITEMS.map((item) => {
          const { href, label, icon: Icon } = item;
          const active = isActive(item, pathname);
          return (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium",
                  "text-muted-foreground outline-none transition-colors",
                  "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring",
                  active && [
                    "bg-brand-light text-brand-secondary hover:bg-brand-light",
                    "hover:text-brand-secondary dark:bg-primary dark:text-primary-foreground",
                    "dark:hover:bg-primary dark:hover:text-primary-foreground",
                  ],
                )}
              >
                <NavIcon className="size-4 shrink-0">
                  <Icon className="size-4 shrink-0" aria-hidden="true" />
                </NavIcon>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

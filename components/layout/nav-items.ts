import { ActivityIcon, BookOpenIcon, FolderOpenIcon, Link2Icon, MailIcon, type LucideIcon } from "lucide-react";

export interface NavItem {
  href: string;
  /** The label in the sidebar and the drawer. */
  label: string;
  /** The shorter label of the mobile bottom bar. */
  shortLabel: string;
  icon: LucideIcon;
}

/** SPEC §2 "Shared layout": the portal's sections, in sidebar order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/", label: "Email Templates", shortLabel: "Templates", icon: MailIcon },
  { href: "/assets", label: "Asset Library", shortLabel: "Assets", icon: FolderOpenIcon },
  { href: "/tracked-links", label: "Tracked Links", shortLabel: "Links", icon: Link2Icon },
  { href: "/resources", label: "Resources", shortLabel: "Resources", icon: BookOpenIcon },
];

/**
 * The sidebar's and the drawer's sections: SPEC's four, then Activity. The bottom bar keeps SPEC's four
 * columns, so on a phone Activity is in the drawer (and behind the bell).
 */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  ...NAV_ITEMS,
  { href: "/activity", label: "Activity", shortLabel: "Activity", icon: ActivityIcon },
];

/** Whether a nav item is the current section: / only on itself, the others also on their sub-pages. */
export function isActive(href: string, pathname: string): boolean {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

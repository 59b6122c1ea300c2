import { ActivityIcon, BookOpenIcon, FolderOpenIcon, Link2Icon, MailIcon, type LucideIcon } from "lucide-react";

export interface NavItem {
  href: string;
  /** The label in the sidebar and the drawer. */
  label: string;
  /** The shorter label of the mobile bottom bar. */
  shortLabel: string;
  icon: LucideIcon;
  /** Other screens that belong to this section (the email builder belongs to Email Templates). */
  alsoOn?: readonly string[];
}

/**
 * docs/screens.md#navigation: the portal's four sections in sidebar order, then Activity, the engagement
 * screen. The sidebar, the drawer and the phone's bottom bar all show these five.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/", label: "Email Templates", shortLabel: "Templates", icon: MailIcon, alsoOn: ["/communications"] },
  { href: "/assets", label: "Asset Library", shortLabel: "Assets", icon: FolderOpenIcon },
  { href: "/tracked-links", label: "Tracked Links", shortLabel: "Links", icon: Link2Icon },
  { href: "/resources", label: "Resources", shortLabel: "Resources", icon: BookOpenIcon },
  { href: "/activity", label: "Activity", shortLabel: "Activity", icon: ActivityIcon },
];

const underPath = (base: string, pathname: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Whether a nav item is the current section: / only on itself, the others (and `alsoOn`) also on their sub-pages. */
export function isActive({ href, alsoOn = [] }: Pick<NavItem, "href" | "alsoOn">, pathname: string): boolean {
  if (alsoOn.some((path) => underPath(path, pathname))) return true;
  return href === "/" ? pathname === "/" : underPath(href, pathname);
}

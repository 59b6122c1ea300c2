import {
  ActivityIcon,
  BookOpenIcon,
  DoorOpenIcon,
  FolderOpenIcon,
  Link2Icon,
  MailIcon,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  href: string;
  /** The label in the sidebar and the drawer. */
  label: string;
  /** The shorter label of the mobile bottom bar. */
  shortLabel: string;
  icon: LucideIcon;
  /** Other screens that belong to this section (the email builder belongs to Email Templates). */
  alsoOn?: readonly string[];
  /** Left out of the phone's bottom bar (five columns fit at 360 px); the drawer still has it. */
  drawerOnly?: true;
}

/**
 * docs/screens.md#navigation: the portal's sections in sidebar order, Activity (the engagement screen)
 * last. The sidebar and the drawer show all six; the phone's bottom bar all but Resources.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: "/", label: "Email Templates", shortLabel: "Templates", icon: MailIcon, alsoOn: ["/communications"] },
  { href: "/assets", label: "Asset Library", shortLabel: "Assets", icon: FolderOpenIcon },
  { href: "/rooms", label: "Rooms", shortLabel: "Rooms", icon: DoorOpenIcon },
  { href: "/tracked-links", label: "Tracked Links", shortLabel: "Links", icon: Link2Icon },
  { href: "/resources", label: "Resources", shortLabel: "Resources", icon: BookOpenIcon, drawerOnly: true },
  { href: "/activity", label: "Activity", shortLabel: "Activity", icon: ActivityIcon },
];

/** The bottom bar's sections. */
export const BOTTOM_BAR_ITEMS: readonly NavItem[] = NAV_ITEMS.filter((item) => !item.drawerOnly);

const underPath = (base: string, pathname: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Whether a nav item is the current section: / only on itself, the others (and `alsoOn`) also on their sub-pages. */
export function isActive({ href, alsoOn = [] }: Pick<NavItem, "href" | "alsoOn">, pathname: string): boolean {
  if (alsoOn.some((path) => underPath(path, pathname))) return true;
  return href === "/" ? pathname === "/" : underPath(href, pathname);
}

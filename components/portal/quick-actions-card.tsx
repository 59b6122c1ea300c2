import Link from "next/link";
import { BookOpenIcon, FolderOpenIcon, MailPlusIcon, type LucideIcon } from "lucide-react";
import { RegionCard } from "@/components/shared/region-card";
import { CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const ACTIONS: { href: string; label: string; hint: string; icon: LucideIcon }[] = [
  {
    href: "/communications",
    label: "Create Email Template",
    hint: "Write a plain-text email with your links",
    icon: MailPlusIcon,
  },
  { href: "/assets", label: "Browse Asset Library", hint: "Share brochures, videos and audio", icon: FolderOpenIcon },
  { href: "/resources", label: "View Resources", hint: "Training, pricing and commission guides", icon: BookOpenIcon },
];

/** Quick Actions (docs/screens.md#dashboard). */
export function QuickActionsCard() {
  return (
    <RegionCard titleId="quick-actions-title" title="Quick Actions">
      <CardContent>
        <ul className="grid gap-3 md:grid-cols-3">
          {ACTIONS.map(({ href, label, hint, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                className={cn(
                  "flex h-full items-center gap-3 rounded-lg border p-4 transition-colors",
                  "outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring",
                )}
              >
                <span
                  className={cn(
                    "grid size-10 shrink-0 place-items-center rounded-md",
                    "bg-primary text-primary-foreground",
                  )}
                >
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="grid gap-0.5">
                  <span className="font-medium">{label}</span>
                  <span className="text-sm text-muted-foreground">{hint}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </RegionCard>
  );
}

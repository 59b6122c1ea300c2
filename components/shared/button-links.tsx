import Link from "next/link";
import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export interface ButtonLink {
  href: string;
  icon: LucideIcon;
  label: string;
}

/** Links drawn as buttons in a row: the first is the main one (in the brand color), the others outlined. */
export function ButtonLinks({ links, className }: { links: ButtonLink[]; className?: string }) {
  return (
    <div className={cn("flex flex-wrap gap-3", className)}>
      {links.map(({ href, icon: Icon, label }, index) => (
        <Button key={href} asChild variant={index === 0 ? "default" : "outline"}>
          <Link href={href}>
            <Icon aria-hidden="true" />
            {label}
          </Link>
        </Button>
      ))}
    </div>
  );
}

import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { CardHeading } from "@/components/shared/card-heading";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

interface ResourceCardProps {
  icon: LucideIcon;
  title: string;
  /** A line under the title. */
  description?: string;
  children: ReactNode;
}

/** A card of the Resource Center: its title after an icon, a line under it if given, then its content. */
export function ResourceCard({ icon: Icon, title, description, children }: ResourceCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardHeading className="flex items-center gap-2 text-lg">
          <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
          {title}
        </CardHeading>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

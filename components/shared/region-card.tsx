import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { CardHeading } from "./card-heading";

interface RegionCardProps {
  /** The title's id: the region is named by its title. */
  titleId: string;
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  className?: string;
  /** The card's content (a CardContent). */
  children?: ReactNode;
}

/** A card that is a landmark region named by its title (an h2), with an optional line under the title. */
export function RegionCard({ titleId, title, description, className, children }: RegionCardProps) {
  return (
    <Card className={cn("gap-4", className)} role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardHeading id={titleId} className="text-lg">
          {title}
        </CardHeading>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {children}
    </Card>
  );
}

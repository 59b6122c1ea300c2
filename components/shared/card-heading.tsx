import type { ReactNode } from "react";
import { CardTitle } from "@/components/ui/card";

/** A card's title as an h2; `id` is what the card's region is labeled by. */
export function CardHeading({ id, className, children }: { id?: string; className: string; children: ReactNode }) {
  return (
    <CardTitle asChild>
      <h2 id={id} className={className}>
        {children}
      </h2>
    </CardTitle>
  );
}

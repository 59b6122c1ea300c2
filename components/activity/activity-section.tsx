import type { ReactNode } from "react";
import Link from "next/link";

interface ActivitySectionProps {
  id: string;
  title: string;
  count: number;
  /** Shown instead of the list when there are no items, with a link to where they are made. */
  empty: { text: string; href: string; linkText: string };
  children: ReactNode;
}

/** The tracked links' or the shared assets' part of the Activity screen. */
export function ActivitySection({ id, title, count, empty, children }: ActivitySectionProps) {
  return (
    <section className="grid gap-3" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title} <span className="text-base font-normal text-muted-foreground">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-6 text-sm text-muted-foreground">
          {empty.text}{" "}
          <Link href={empty.href} className="font-medium text-foreground underline underline-offset-4">
            {empty.linkText}
          </Link>
        </p>
      ) : (
        <ul className="grid gap-4">{children}</ul>
      )}
    </section>
  );
}

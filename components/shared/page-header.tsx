import type { ReactNode } from "react";

/** A screen's h1 (with the id its section is labeled by) and the sentence under it. */
export function PageHeader({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <header className="space-y-2">
      <h1 id={id} className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="text-muted-foreground">{children}</p>
    </header>
  );
}

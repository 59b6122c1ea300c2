import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";

interface ResourceListProps {
  /** The brand or the list is still loading. */
  loading: boolean;
  loadingText: string;
  emptyText: string;
  /** The list's accessible name, where its card's title does not say it. */
  label?: string;
  /** The list items. */
  children: ReactNode[];
}

/** A Resource Center list from the server: a spinner line while it loads, a sentence when it is empty. */
export function ResourceList({ loading, loadingText, emptyText, label, children }: ResourceListProps) {
  if (loading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {loadingText}
      </p>
    );
  }
  if (children.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul aria-label={label} className="grid gap-3">
      {children}
    </ul>
  );
}

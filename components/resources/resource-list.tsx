"use client";

import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useBrand } from "@/lib/client/brand/brand-context";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";

interface ResourceListProps<T> {
  /** The brand's list query (useBrandQuery), which waits for the brand. */
  query: { data: T[] | undefined; error: Error | null; isLoading: boolean };
  /** The title of the toast when the list fails to load. */
  failure: string;
  loadingText: string;
  emptyText: string;
  /** The list's accessible name, where its card's title does not say it. */
  label?: string;
  /** One item of the list, as a keyed list item. */
  children: (item: T) => ReactNode;
}

/**
 * A Resource Center list of the chosen brand: a spinner line while the brand or the list loads, a
 * sentence when it is empty, a toast when it fails.
 */
export function ResourceList<T>({ query, failure, loadingText, emptyText, label, children }: ResourceListProps<T>) {
  const brandLoading = useBrand().isLoading;
  useQueryErrorToast(query.error, failure);
  const items = query.data ?? [];
  if (brandLoading || query.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {loadingText}
      </p>
    );
  }
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul aria-label={label} className="grid gap-3">
      {items.map(children)}
    </ul>
  );
}

"use client";

import { ChevronDownIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

interface LoadMoreButtonProps {
  /** The infinite query's state: shown only while it has a next page of its own (not of placeholder data). */
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isPlaceholderData: boolean;
    fetchNextPage: () => unknown;
  };
  label: string;
}

/**
 * Loads the next page of a paged list. It stays enabled (and focused) while loading, so keyboard
 * users keep their place; a second press meanwhile does nothing.
 */
export function LoadMoreButton({ query, label }: LoadMoreButtonProps) {
  if (!query.hasNextPage || query.isPlaceholderData) return null;
  const loading = query.isFetchingNextPage;
  return (
    <div className="flex justify-center" aria-live="polite">
      <Button
        type="button"
        variant="outline"
        aria-disabled={loading}
        onClick={() => {
          if (!loading) void query.fetchNextPage();
        }}
      >
        {loading ? <Spinner /> : <ChevronDownIcon aria-hidden="true" />}
        {loading ? "Loading more..." : label}
      </Button>
    </div>
  );
}

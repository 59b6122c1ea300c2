"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { apiParsed } from "@/lib/client/data/fetcher";
import { ENGAGEMENT_FRESHNESS } from "@/lib/client/data/live-freshness";
import type { ActivityFeed, FeedEntry, FeedKind } from "@/lib/contract/activity";
import { queryKeys } from "@/lib/query-keys";
import { useIsSignedIn } from "./signed-in";
import { schemaOf } from "./schema-of";

const FEED_PATH = "/api/activity/feed";

/** The loaded pages as one list; a line is shown once even if a later page repeats it. */
function joinFeedPages(data: { pages: ActivityFeed[] }): FeedEntry[] {
  const lines = new Map<string, FeedEntry>();
  for (const line of data.pages.flatMap((page) => page.items)) if (!lines.has(line.id)) lines.set(line.id, line);
  return [...lines.values()];
}

/**
 * GET /api/activity/feed: people's engagement, newest first, a page at a time (`fetchNextPage`);
 * `first` is the page the server rendered for this filter, shown until the browser's own arrives.
 */
export function useActivityFeed(kind: FeedKind, first?: ActivityFeed) {
  return useInfiniteQuery({
    queryKey: queryKeys.activityFeed(kind),
    queryFn: ({ pageParam }) =>
      apiParsed(
        schemaOf("activityFeed"),
        "GET",
        `${FEED_PATH}?${new URLSearchParams({ kind, ...(pageParam ? { cursor: pageParam } : {}) })}`,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    initialData: first && { pages: [first], pageParams: [undefined] },
    enabled: useIsSignedIn(),
    select: joinFeedPages,
    ...ENGAGEMENT_FRESHNESS,
  });
}

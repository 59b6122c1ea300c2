"use client";

import { useState } from "react";
import Link from "next/link";
import { DoorOpenIcon, FileTextIcon, Link2Icon } from "lucide-react";
import { LocalDateTime } from "@/components/shared/local-date-time";
import { useDebouncedRefresh } from "@/components/shared/use-debounced-refresh";
import { Button } from "@/components/ui/button";
import { useActivityFeed } from "@/lib/client/api/activity-queries";
import { useLiveEngagement } from "@/lib/client/api/live-engagement";
import { errorText } from "@/lib/client/data/error-text";
import type { ActivityFeed as FeedPage, FeedEntry, FeedKind } from "@/lib/contract/activity";
import { feedLineHref, feedLineText } from "./feed-line-text";

const FILTERS: { kind: FeedKind; label: string; empty: string }[] = [
  { kind: "all", label: "All", empty: "No one has opened your links, shares or rooms yet." },
  { kind: "rooms", label: "Rooms", empty: "No one has visited your rooms yet." },
  { kind: "shares", label: "Shares", empty: "No one has opened your shares yet." },
  { kind: "links", label: "Links", empty: "No one has clicked your tracked links yet." },
];

const ICONS = { room: DoorOpenIcon, share: FileTextIcon, link: Link2Icon } as const;

/** How long the cards wait after an event before the server renders them again: a burst is one render. */
const CARDS_REFRESH_MS = 1_000;

function FeedLine({ entry }: { entry: FeedEntry }) {
  const Icon = ICONS[entry.kind];
  return (
    <li className="flex gap-3 px-4 py-3 text-sm">
      <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <div className="grid min-w-0 gap-0.5">
        <Link href={feedLineHref(entry)} className="break-words underline-offset-4 hover:underline">
          {feedLineText(entry)}
        </Link>
        <time dateTime={entry.at} className="text-xs text-muted-foreground">
          <LocalDateTime value={entry.at} />
        </time>
      </div>
    </li>
  );
}

/**
 * Activity's feed (docs/screens.md#activity): people's clicks, opens and room visits, newest first,
 * filtered by kind and loaded a page at a time; live while on screen (lib/client/api/live-engagement.ts).
 * `first` is the server's first page of "All".
 */
export function ActivityFeed({ first }: { first: FeedPage }) {
  const [kind, setKind] = useState<FeedKind>("all");
  const feed = useActivityFeed(kind, kind === "all" ? first : undefined);
  // The cards below are rendered on the server: after an event they are rendered again, once per burst.
  useLiveEngagement(useDebouncedRefresh(CARDS_REFRESH_MS));
  const filter = FILTERS.find((f) => f.kind === kind) ?? FILTERS[0]!;

  return (
    <section className="grid gap-3" aria-labelledby="activity-feed-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="activity-feed-title" className="text-xl font-semibold tracking-tight">
          Who engaged
        </h2>
        <div role="group" aria-label="Show" className="flex flex-wrap gap-1">
          {FILTERS.map((f) => (
            <Button
              key={f.kind}
              type="button"
              size="sm"
              variant={f.kind === kind ? "default" : "outline"}
              aria-pressed={f.kind === kind}
              className="min-h-11 sm:min-h-8"
              onClick={() => setKind(f.kind)}
            >
              {f.label}
            </Button>
          ))}
        </div>
      </div>
      <div className="rounded-xl border bg-card text-card-foreground shadow-sm">
        {feed.data ? (
          feed.data.length === 0 ? (
            <p className="px-4 py-6 text-sm text-muted-foreground">{filter.empty}</p>
          ) : (
            <ul aria-label={`${filter.label} engagement`} className="divide-y" aria-live="polite">
              {feed.data.map((entry) => (
                <FeedLine key={entry.id} entry={entry} />
              ))}
            </ul>
          )
        ) : (
          <p className="px-4 py-6 text-sm text-muted-foreground" role={feed.isError ? "alert" : undefined}>
            {feed.isError ? `The feed could not be loaded. ${errorText(feed.error)}` : "Loading..."}
          </p>
        )}
        {feed.hasNextPage && (
          <div className="border-t p-2">
            <Button
              type="button"
              variant="ghost"
              className="min-h-11 w-full"
              disabled={feed.isFetchingNextPage}
              onClick={() => void feed.fetchNextPage()}
            >
              {feed.isFetchingNextPage ? "Loading..." : "Load more"}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

"use client";

import { useCallback, useEffect } from "react";
import { useDebouncedRefresh } from "@/components/shared/use-debounced-refresh";
import { useLiveEngagement } from "@/lib/client/api/live-engagement";
import type { LiveEngagement } from "@/lib/contract/activity";

/** How long the detail waits after an event before the server renders it again: a burst is one render. */
const ROOM_REFRESH_MS = 1_000;

/**
 * Keeps a server-rendered room's detail live (docs/screens.md#rooms): it is rendered again after an
 * event of this room, after anything that may have changed it (a poll while the stream is quiet,
 * the stream back after a gap) and when the tab comes back into view, as the engagement queries
 * refetch (lib/client/data/live-freshness.ts). Renders nothing.
 */
export function RoomLiveRefresh({ id }: { id: string }) {
  const refresh = useDebouncedRefresh(ROOM_REFRESH_MS);
  useLiveEngagement(
    useCallback(
      (event: LiveEngagement | null) => {
        if (!event || (event.kind === "room" && event.targetId === id)) refresh();
      },
      [id, refresh],
    ),
  );
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [refresh]);
  return null;
}

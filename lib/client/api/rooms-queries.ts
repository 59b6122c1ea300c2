"use client";

import { useInfiniteQuery, useQuery, type InfiniteData } from "@tanstack/react-query";
import { apiParsed, parsedQueryFn } from "@/lib/client/data/fetcher";
import { ENGAGEMENT_FRESHNESS } from "@/lib/client/data/live-freshness";
import type { RoomPage, RoomSummary } from "@/lib/contract/rooms";
import { queryKeys } from "@/lib/query-keys";
import { useIsSignedIn } from "./signed-in";
import { schemaOf } from "./schema-of";

export const ROOMS_PATH = "/api/rooms";
export const roomPath = (id: string) => `${ROOMS_PATH}/${encodeURIComponent(id)}`;

/**
 * The loaded pages as one list. A room is shown once, where it was first loaded: a visit taken
 * back (docs/rooms.md#who-read-what) can move a room's activity back past a page already loaded.
 */
function joinRoomPages(data: InfiniteData<RoomPage, string | undefined>): RoomSummary[] {
  const rooms = new Map<string, RoomSummary>();
  for (const room of data.pages.flatMap((page) => page.rooms)) if (!rooms.has(room.id)) rooms.set(room.id, room);
  return [...rooms.values()];
}

// The changes to a room (create, edit, revoke, e-mail) are in rooms-mutations.ts: only their dialogs,
// loaded on their action, need them, and the Rooms screen's first load does not carry them.

/** GET /api/rooms: the rep's rooms, newest activity first, a page at a time (`fetchNextPage` loads more). */
export function useRooms() {
  return useInfiniteQuery({
    queryKey: queryKeys.rooms,
    queryFn: ({ pageParam }) =>
      apiParsed(
        schemaOf("rooms"),
        "GET",
        pageParam ? `${ROOMS_PATH}?${new URLSearchParams({ cursor: pageParam })}` : ROOMS_PATH,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: useIsSignedIn(),
    select: joinRoomPages,
    ...ENGAGEMENT_FRESHNESS,
  });
}

/** GET /api/rooms/{id}: one of the rep's rooms with its engagement and timeline; off without an id. */
export function useRoom(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.room(id ?? ""),
    queryFn: parsedQueryFn(schemaOf("room")),
    enabled: useIsSignedIn() && Boolean(id),
    ...ENGAGEMENT_FRESHNESS,
  });
}

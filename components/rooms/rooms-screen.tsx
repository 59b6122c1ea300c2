"use client";

import { useState } from "react";
import { RotateCwIcon } from "lucide-react";
import { LoadMoreButton } from "@/components/shared/load-more-button";
import { PageHeader } from "@/components/shared/page-header";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useLiveEngagement } from "@/lib/client/api/live-engagement";
import { useRooms } from "@/lib/client/api/rooms-queries";
import { errorText } from "@/lib/client/data/error-text";
import { useQueryErrorToast } from "@/lib/client/data/use-query-error-toast";
import { RoomCard } from "./room-card";
import { RoomDialogs, type RoomDialogState } from "./room-dialogs";
import { RoomsEmpty } from "./rooms-empty";

/**
 * The Rooms screen (docs/screens.md#rooms): the rep's rooms, newest activity first as the server
 * pages them ('Load more rooms'), with their actions.
 */
export function RoomsScreen() {
  const rooms = useRooms();
  useLiveEngagement();
  const [dialog, setDialog] = useState<RoomDialogState>(null);
  const list = rooms.data ?? [];
  // A failed first page says so in place; a failed further page keeps the list and says so here.
  useQueryErrorToast(rooms.isFetchNextPageError ? rooms.error : null, "Failed to load more rooms");

  return (
    <section aria-labelledby="rooms-title" className="grid gap-6">
      <PageHeader id="rooms-title" title="Rooms">
        Personal pages for one customer each: your note and the assets you chose. See who opened what.
      </PageHeader>
      {rooms.isLoading ? (
        <div className="grid gap-3" role="status" aria-label="Loading rooms">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-40 w-full" />
          ))}
        </div>
      ) : rooms.error && !rooms.data ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed px-6 py-12 text-center">
          <p>The rooms could not be loaded: {errorText(rooms.error)}</p>
          <Button type="button" variant="outline" size="sm" onClick={() => void rooms.refetch()}>
            <RotateCwIcon aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <RoomsEmpty />
      ) : (
        <ul aria-label="Your rooms" className="grid gap-4 lg:grid-cols-2">
          {list.map((room) => (
            <li key={room.id} className="grid min-w-0">
              <RoomCard room={room} onOpen={(kind, target) => setDialog({ kind, room: target })} />
            </li>
          ))}
        </ul>
      )}
      {!rooms.isLoading && <LoadMoreButton query={rooms} label="Load more rooms" />}
      <RoomDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </section>
  );
}

import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { RoomDetailScreen } from "@/components/rooms/room-detail-screen";
import { roomQueries } from "@/lib/server/first-screen/rooms-prefetch";

export const metadata: Metadata = { title: "Room - Sales Rep Portal" };

/** One of the rep's rooms, read on the server on a whole page's load. */
export default async function RoomPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <HydrationBoundary state={await roomQueries(id)}>
      <RoomDetailScreen id={id} />
    </HydrationBoundary>
  );
}

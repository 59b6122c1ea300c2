import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { RoomsScreen } from "@/components/rooms/rooms-screen";
import { roomsQueries } from "@/lib/server/first-screen/rooms-prefetch";

export const metadata: Metadata = { title: "Rooms - Sales Rep Portal" };

/** The rep's rooms, their first page read on the server on a whole page's load. */
export default async function RoomsPage() {
  return (
    <HydrationBoundary state={await roomsQueries()}>
      <RoomsScreen />
    </HydrationBoundary>
  );
}

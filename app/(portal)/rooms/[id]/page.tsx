import type { Metadata } from "next";
import { RoomDetailScreen } from "@/components/rooms/room-detail-screen";
import { roomDetailSchema } from "@/lib/contract/rooms";
import { getRoomDetail } from "@/lib/server/rooms/room-detail";
import { readForScreen, renderOrigin } from "@/lib/server/first-screen/screen-read";

export const metadata: Metadata = { title: "Room - Sales Rep Portal" };

/** One of the rep's rooms, read on the server as GET /api/rooms/{id} reads it (docs/screens.md#rooms). */
export default async function RoomPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const origin = await renderOrigin();
  const read = await readForScreen({
    path: `/api/rooms/${encodeURIComponent(id)}`,
    schema: roomDetailSchema,
    read: (db, user) => getRoomDetail(db, user, id, origin),
  });
  return <RoomDetailScreen read={read} />;
}

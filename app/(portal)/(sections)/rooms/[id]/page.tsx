import type { Metadata } from "next";
import { RoomDetailScreen } from "@/components/rooms/room-detail-screen";

export const metadata: Metadata = { title: "Room - Sales Rep Portal" };

export default async function RoomPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RoomDetailScreen id={id} />;
}

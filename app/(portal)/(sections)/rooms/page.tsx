import type { Metadata } from "next";
import { RoomsScreen } from "@/components/rooms/rooms-screen";

export const metadata: Metadata = { title: "Rooms - Sales Rep Portal" };

export default function RoomsPage() {
  return <RoomsScreen />;
}

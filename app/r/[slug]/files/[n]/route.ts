import { roomFileRoute } from "@/lib/server/rooms/room-files";

// A room asset's file by position (docs/rooms.md): lib/server/rooms/room-files.ts.
export const GET = roomFileRoute("GET");
export const HEAD = roomFileRoute("HEAD");

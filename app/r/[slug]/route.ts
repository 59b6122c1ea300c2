import { roomPageRoute } from "@/lib/server/rooms/room-page-route";

// The public room page (docs/rooms.md): lib/server/rooms/room-page-route.ts.
export const GET = roomPageRoute("GET");
export const HEAD = roomPageRoute("HEAD");

import { roomPageImageRoute } from "@/lib/server/rooms/room-page-images";

// One page image of a room's PDF (docs/pages.md): lib/server/rooms/room-page-images.ts.
export const GET = roomPageImageRoute("GET");
export const HEAD = roomPageImageRoute("HEAD");

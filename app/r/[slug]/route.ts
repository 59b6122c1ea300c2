import { hitWriter } from "@/lib/server/app/hit-writer";
import { publicPageRoute } from "@/lib/server/app/public-page-route";
import { serveRoomPage } from "@/lib/server/rooms/room-page-route";

// The public room page (docs/rooms.md).
type Segment = { params: Promise<{ slug: string }> };

const open = (method: "GET" | "HEAD") =>
  publicPageRoute<Segment>(async (request, segment, db) =>
    serveRoomPage(db, hitWriter(), request, (await segment.params).slug, method),
  );

export const GET = open("GET");
export const HEAD = open("HEAD");

import { hitWriter } from "@/lib/server/app/hit-writer";
import { publicPageRoute } from "@/lib/server/app/public-page-route";
import { serveRoomFile } from "@/lib/server/rooms/room-files";

// A room asset's file by position (docs/rooms.md).
type Segment = { params: Promise<{ slug: string; n: string }> };

const file = (method: "GET" | "HEAD") =>
  publicPageRoute<Segment>(async (request, segment, db) =>
    serveRoomFile(db, hitWriter(), request, await segment.params, method),
  );

export const GET = file("GET");
export const HEAD = file("HEAD");

import { hitWriter } from "@/lib/server/app/hit-writer";
import { publicPageRoute } from "@/lib/server/app/public-page-route";
import { serveRoomPageImage } from "@/lib/server/rooms/room-page-images";

// One page image of a room's PDF (docs/pages.md).
type Segment = { params: Promise<{ slug: string; n: string; page: string; width: string }> };

const image = (method: "GET" | "HEAD") =>
  publicPageRoute<Segment>(async (request, segment, db) =>
    serveRoomPageImage(db, hitWriter(), request, await segment.params, method),
  );

export const GET = image("GET");
export const HEAD = image("HEAD");

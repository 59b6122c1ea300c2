import { hitWriter } from "@/lib/server/app/hit-writer";
import { publicPageRoute } from "@/lib/server/app/public-page-route";
import { followRoomCta } from "@/lib/server/rooms/room-cta";

// The room page's call to action: counts the recipient's click, then 302 to the brand's address (docs/rooms.md).
type Segment = { params: Promise<{ slug: string }> };

const follow = (method: "GET" | "HEAD") =>
  publicPageRoute<Segment>(async (request, segment, db) =>
    followRoomCta(db, hitWriter(), request, (await segment.params).slug, method),
  );

export const GET = follow("GET");
export const HEAD = follow("HEAD");

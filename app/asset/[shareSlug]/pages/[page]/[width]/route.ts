import { hitWriter } from "@/lib/server/app/hit-writer";
import { publicPageRoute } from "@/lib/server/app/public-page-route";
import { serveSharePageImage } from "@/lib/server/shares/share-page-images";

// One page image of a share page's PDF (docs/pages.md).
type Segment = { params: Promise<{ shareSlug: string; page: string; width: string }> };

const image = (method: "GET" | "HEAD") =>
  publicPageRoute<Segment>(async (request, segment, db) =>
    serveSharePageImage(db, hitWriter(), request, await segment.params, method),
  );

export const GET = image("GET");
export const HEAD = image("HEAD");

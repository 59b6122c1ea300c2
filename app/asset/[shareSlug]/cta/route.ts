import { hitWriter } from "@/lib/server/app/hit-writer";
import { publicPageRoute } from "@/lib/server/app/public-page-route";
import { followShareCta } from "@/lib/server/shares/share-cta";

// The share page's call to action: counts the reader's click, then 302 to the brand's address (docs/sharing.md).
type Segment = { params: Promise<{ shareSlug: string }> };

const follow = (method: "GET" | "HEAD") =>
  publicPageRoute<Segment>(async (request, segment, db) =>
    followShareCta(db, hitWriter(), request, (await segment.params).shareSlug, method),
  );

export const GET = follow("GET");
export const HEAD = follow("HEAD");

import { after } from "next/server";
import { hitWriter } from "@/lib/server/app/hit-writer";
import { publicPageRoute } from "@/lib/server/app/public-page-route";
import { serveSharePage } from "@/lib/server/shares/share-page-route";

// A route handler rather than a page, so a retired asset really answers HTTP 410 (pages can only
// answer 200 or 404). During an outage it answers a plain 503 page that reloads itself; in upstream
// proxy mode the upstream renders the page.
type Segment = { params: Promise<{ shareSlug: string }> };

const open = (method: "GET" | "HEAD") =>
  publicPageRoute<Segment>(async (request, segment, db) =>
    serveSharePage(db, hitWriter(), request, (await segment.params).shareSlug, { method, keepAlive: after }),
  );

export const GET = open("GET");
export const HEAD = open("HEAD");

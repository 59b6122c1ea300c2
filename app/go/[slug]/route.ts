import { after } from "next/server";
import { followShortLink } from "@/lib/server/links/redirect";
import { hitWriter } from "@/lib/server/app/hit-writer";
import { publicPageRoute } from "@/lib/server/app/public-page-route";

type Segment = { params: Promise<{ slug: string }> };

const follow = (method: "GET" | "HEAD") =>
  publicPageRoute<Segment>(async (request, segment, db) =>
    followShortLink(db, hitWriter(), request, (await segment.params).slug, { method, keepAlive: after }),
  );

export const GET = follow("GET");
export const HEAD = follow("HEAD");

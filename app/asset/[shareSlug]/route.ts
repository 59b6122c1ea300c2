import { after, type NextRequest } from "next/server";
import { isPrefetch, sharePageResponse } from "@/lib/server/share-page/share-page-response";
import { hitFromRequest } from "@/lib/server/hits/request-hit";
import { orUpstream } from "@/lib/server/http";
import { getRuntime } from "@/lib/server/runtime";
import { loadSharePage } from "@/lib/server/services/share-page";

// The public shared-asset page. A route handler rather than a page, so a retired asset really
// answers HTTP 410 (pages can only answer 200 or 404). No session is set here; one the request
// carries only marks the rep's own opens. Every open of a live page is recorded with its class
// (prefetches are not opens). In upstream proxy mode the upstream renders the page.
type Segment = { params: Promise<{ shareSlug: string }> };

const open = (method: "GET" | "HEAD") =>
  orUpstream(async (request: NextRequest, segment: Segment) => {
    const [{ shareSlug }, runtime] = await Promise.all([segment.params, getRuntime()]);
    const result = await loadSharePage(runtime.db, shareSlug);
    if (result.kind === "live" && !isPrefetch(request.headers)) {
      const { shareLinkId: targetId, ownerId } = result;
      const write = runtime.hits.buffer.record(await hitFromRequest(runtime, request, { target: "share", targetId, ownerId, method }));
      if (write) after(write);
    }
    return sharePageResponse(result, method === "GET");
  });

export const GET = open("GET");
export const HEAD = open("HEAD");

import { randomUUID } from "node:crypto";
import { after, type NextRequest } from "next/server";
import { isPrefetch, sharePageResponse } from "@/lib/server/shares/share-page-response";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { classAfterEmail, EMAILED_LINK_PARAM } from "@/lib/server/engagement/hit-class";
import { hitFromRequest } from "@/lib/server/engagement/request-hit";
import { publicPageRoute } from "@/lib/server/platform/outage/public-page";
import type { Runtime } from "@/lib/server/platform/runtime";
import { loadSharePage, type SharePageResult } from "@/lib/server/shares/share-page-content";

// The public shared-asset page. A route handler rather than a page, so a retired asset really
// answers HTTP 410 (pages can only answer 200 or 404). No session is set here; one the request
// carries only marks the rep's own opens. Every open of a live page is recorded with its class
// (prefetches are not opens) under an id the page's engagement beacon reports with. A client over
// its share of requests a minute gets 429. During an outage it answers a plain 503 page that reloads
// itself. In upstream proxy mode the upstream renders the page.
type Segment = { params: Promise<{ shareSlug: string }> };
type LivePage = Extract<SharePageResult, { kind: "live" }>;

async function recordOpen(runtime: Runtime, request: NextRequest, page: LivePage, method: "GET" | "HEAD") {
  const openId = randomUUID();
  const hit = await hitFromRequest(runtime, request, {
    target: "share",
    targetId: page.shareLinkId,
    ownerId: page.ownerId,
    method,
    openId,
  });
  if (request.nextUrl.searchParams.get(EMAILED_LINK_PARAM) === "email") {
    const windowMs = runtime.env.SHARE_SCANNER_WINDOW_SECONDS * 1000;
    Object.assign(hit, classAfterEmail(hit, hit.occurredAt, page.emailedAt, windowMs));
  }
  const write = runtime.hits.buffer.record(hit);
  if (write) after(write);
  return openId;
}

const open = (method: "GET" | "HEAD") =>
  publicPageRoute(async (request: NextRequest, segment: Segment, runtime: Runtime) => {
    const { shareSlug } = await segment.params;
    const flooded = floodResponse(runtime, request);
    if (flooded) return flooded;
    const result = await loadSharePage(runtime.db, shareSlug);
    if (result.kind !== "live" || isPrefetch(request.headers)) return sharePageResponse(result, method === "GET");
    const openId = await recordOpen(runtime, request, result, method);
    return sharePageResponse(result, method === "GET", { openId, shareSlug });
  });

export const GET = open("GET");
export const HEAD = open("HEAD");

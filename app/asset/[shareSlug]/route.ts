import type { NextRequest } from "next/server";
import { isPrefetch, sharePageResponse } from "@/lib/server/share-page/share-page-response";
import { orUpstream } from "@/lib/server/http";
import { getRuntime } from "@/lib/server/runtime";
import { loadSharePage } from "@/lib/server/services/share-page";

// The public shared-asset page. A route handler rather than a page, so a retired asset really
// answers HTTP 410 (pages can only answer 200 or 404). No session is read or set here. In upstream
// proxy mode the share links live in the upstream's database, so the upstream renders the page.
type Segment = { params: Promise<{ shareSlug: string }> };

async function render(segment: Segment, countView: boolean, withBody: boolean): Promise<Response> {
  const [{ shareSlug }, runtime] = await Promise.all([segment.params, getRuntime()]);
  return sharePageResponse(await loadSharePage(runtime.db, shareSlug, { countView }), withBody);
}

export const GET = orUpstream((request: NextRequest, segment: Segment) => render(segment, !isPrefetch(request.headers), true));
export const HEAD = orUpstream((_request: NextRequest, segment: Segment) => render(segment, false, false));

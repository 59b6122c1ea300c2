import "server-only";
import { randomUUID } from "node:crypto";
import type { NextRequest } from "next/server";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { classAfterEmail, EMAILED_LINK_PARAM } from "@/lib/server/engagement/hit-class";
import { recordHit } from "@/lib/server/engagement/record-hit";
import type { Hits } from "@/lib/server/engagement/hit-services";
import type { Db } from "@/lib/server/platform/db/client";
import { serverEnv } from "@/lib/server/platform/env";
import { loadSharePage } from "./share-page-content";
import { isPrefetch } from "@/lib/server/public-page/public-page-response";
import { sharePageResponse } from "./share-page-response";
import { withSharePages } from "./share-page-pages";

export interface SharePageOptions {
  method: "GET" | "HEAD";
  /** Keeps the process alive until a promise settles: `after()` of next/server. */
  keepAlive: (task: Promise<void>) => void;
}

/**
 * GET or HEAD /asset/{slug}: the public shared-asset page. No session is set here; one the request
 * carries only marks the rep's own hits. Every hit of a live page is recorded with its class
 * (prefetches are not hits) under an open id the page's engagement beacon reports with; a hit of the
 * e-mailed link seconds after the send is a mail scanner's, not an open. A client over its share of
 * requests a minute gets 429.
 */
export async function serveSharePage(
  db: Db,
  hits: Hits,
  request: NextRequest,
  shareSlug: string,
  { method, keepAlive }: SharePageOptions,
): Promise<Response> {
  const flooded = floodResponse(hits.floodGuard, request);
  if (flooded) return flooded;
  const env = serverEnv();
  const found = await loadSharePage(db, shareSlug);
  const page =
    found.kind === "live" ? { ...found, page: await withSharePages(db, env, request, shareSlug, found.page) } : found;
  if (page.kind !== "live" || isPrefetch(request.headers)) return sharePageResponse(page, method === "GET");
  const openId = randomUUID();
  const emailed = request.nextUrl.searchParams.get(EMAILED_LINK_PARAM) === "email";
  const scannerWindowMs = env.SHARE_SCANNER_WINDOW_SECONDS * 1000;
  await recordHit(
    hits,
    db,
    request,
    { target: "share", targetId: page.shareLinkId, ownerId: page.ownerId, method, openId },
    {
      keepAlive,
      reclassify: emailed ? (hit) => classAfterEmail(hit, hit.occurredAt, page.emailedAt, scannerWindowMs) : undefined,
    },
  );
  return sharePageResponse(page, method === "GET", { openId, shareSlug });
}

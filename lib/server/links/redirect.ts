import "server-only";
import type { NextRequest } from "next/server";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { recordHit } from "@/lib/server/engagement/record-hit";
import type { Hits } from "@/lib/server/engagement/hit-services";
import type { Db } from "@/lib/server/platform/db/client";
import { findLiveLink } from "./live-link";
import { linkNotFoundResponse } from "./not-found-page";

/** Slugs are base64url tokens; anything else is answered without touching the database. */
const SLUG_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

const COMMON_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "strict-origin-when-cross-origin" };

export interface FollowOptions {
  method: "GET" | "HEAD";
  /** Keeps the process alive until a promise settles: `after()` of next/server. */
  keepAlive: (task: Promise<void>) => void;
}

/**
 * GET or HEAD /go/{slug}: 302 to the link's URL. Every hit is recorded with its class; only a
 * person's counts (hit-class.ts). A client over its share of requests a minute gets 429. The hot
 * path is a cache look-up and a buffered write: no database write happens while the visitor waits.
 */
export async function followShortLink(
  db: Db,
  hits: Hits,
  request: NextRequest,
  slug: string,
  options: FollowOptions,
): Promise<Response> {
  if (!SLUG_PATTERN.test(slug)) return linkNotFoundResponse(options.method === "GET", COMMON_HEADERS);
  const flooded = floodResponse(hits.floodGuard, request);
  if (flooded) return flooded;
  const link = await findLiveLink(db, slug);
  if (!link) return linkNotFoundResponse(options.method === "GET", COMMON_HEADERS);
  await recordHit(
    hits,
    db,
    request,
    { target: "link", targetId: link.id, ownerId: link.ownerId, method: options.method },
    { keepAlive: options.keepAlive },
  );
  return new Response(null, { status: 302, headers: { ...COMMON_HEADERS, Location: link.location } });
}

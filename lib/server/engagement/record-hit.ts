import "server-only";
import type { NextRequest } from "next/server";
import type { Db } from "@/lib/server/platform/db/client";
import type { Hits } from "./hit-services";
import type { Hit } from "./hit-buffer";
import type { HitVerdict } from "./hit-class";
import { hitFromRequest, type HitOf } from "./request-hit";

export interface RecordHitOptions {
  /** Keeps the process alive until the buffered write settles: `after()` of next/server. */
  keepAlive: (task: Promise<void>) => void;
  /** A class rule that needs more than the request (e.g. the share e-mail's send time), applied before buffering. */
  reclassify?: (hit: Hit) => HitVerdict;
}

/**
 * Records one hit of a public page (/go, /asset, /r): classified from the request, then buffered; no
 * database write happens while the visitor waits. The one place the public pages record their hits.
 */
export async function recordHit(
  hits: Hits,
  db: Db,
  request: NextRequest,
  of: HitOf,
  options: RecordHitOptions,
): Promise<Hit> {
  const hit = await hitFromRequest(hits, db, request, of);
  if (options.reclassify) Object.assign(hit, options.reclassify(hit));
  const write = hits.buffer.record(hit);
  if (write) options.keepAlive(write);
  return hit;
}

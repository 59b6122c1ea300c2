import "server-only";
import type { NextRequest } from "next/server";
import { publicPageUserId } from "@/lib/server/session/session";
import { clientAddress } from "@/lib/server/platform/request/client-address";
import { authSetup } from "@/lib/server/auth/keys";
import type { Db } from "@/lib/server/platform/db/client";
import { expectsFetchMetadata } from "./browser-navigation";
import type { Hit, HitTarget } from "./hit-buffer";
import type { Hits } from "./hit-services";
import { classifyHit } from "./hit-class";
import { classifyUserAgent } from "./user-agent";

export const REFERRER_MAX = 2000;

export interface HitOf {
  target: HitTarget;
  targetId: string;
  /** The rep the link, share page or room belongs to: their own hits are "own". */
  ownerId: string;
  method: "GET" | "HEAD";
  openId?: string;
  /** Room visits: the room's device cookie. */
  deviceId?: string;
}

/**
 * A public request as a classified hit: class and its reason, visitor key (from the trusted client
 * address), device and referrer. Nothing of the request is kept beyond these.
 */
export async function hitFromRequest(hits: Hits, db: Db, request: NextRequest, of: HitOf): Promise<Hit> {
  const auth = await authSetup(db);
  const { env } = auth;
  const occurredAt = new Date();
  const userAgent = request.headers.get("user-agent") ?? "";
  const address = clientAddress(request.headers, env.TRUSTED_PROXY_HOPS);
  const signedIn = await publicPageUserId(auth, request);
  const device = classifyUserAgent(userAgent);
  const { hitClass, reason } = classifyHit({
    method: of.method,
    userAgent,
    byOwner: signedIn === of.ownerId,
    headers: request.headers,
    fetchMetadata: expectsFetchMetadata(request, env),
    device,
  });
  return {
    target: of.target,
    targetId: of.targetId,
    occurredAt,
    hitClass,
    reason,
    // A new day's salt out of reach (the database is down) costs the unique count, never the hit.
    visitor: await Promise.resolve(hits.visitors.keyFor(address, occurredAt)).catch(() => null),
    referrer: request.headers.get("referer")?.slice(0, REFERRER_MAX) || null,
    device,
    openId: of.openId,
    deviceId: of.deviceId,
  };
}

import "server-only";
import type { NextRequest } from "next/server";
import { sessionUserId } from "@/lib/server/auth/session-user-id";
import { clientAddress } from "@/lib/server/request/client-address";
import type { Runtime } from "@/lib/server/runtime";
import type { Hit, HitTarget } from "./hit-buffer";
import { classifyHit } from "./hit-class";
import { classifyUserAgent } from "./user-agent";

export const REFERRER_MAX = 2000;

export interface HitOf {
  target: HitTarget;
  targetId: string;
  /** The rep the link or share page belongs to: their own hits are "own". */
  ownerId: string;
  method: "GET" | "HEAD";
  openId?: string;
}

/**
 * A public request as a classified hit: class, visitor key (from the trusted client address and the
 * user agent), device and referrer. Nothing of the request is kept beyond these.
 */
export async function hitFromRequest(runtime: Runtime, request: NextRequest, of: HitOf): Promise<Hit> {
  const occurredAt = new Date();
  const userAgent = request.headers.get("user-agent") ?? "";
  const address = clientAddress(request.headers, runtime.env.TRUSTED_PROXY_HOPS);
  const signedIn = await sessionUserId(runtime, request);
  const device = classifyUserAgent(userAgent);
  return {
    target: of.target,
    targetId: of.targetId,
    occurredAt,
    hitClass: classifyHit({ method: of.method, userAgent, byOwner: signedIn === of.ownerId, device }),
    // A new day's salt out of reach (the database is down) costs the unique count, never the hit.
    visitor: await Promise.resolve(runtime.hits.visitors.keyFor(address, userAgent, occurredAt)).catch(() => null),
    referrer: request.headers.get("referer")?.slice(0, REFERRER_MAX) || null,
    device,
    openId: of.openId,
  };
}

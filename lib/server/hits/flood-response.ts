import "server-only";
import type { NextRequest } from "next/server";
import { clientAddress } from "@/lib/server/request/client-address";
import type { Runtime } from "@/lib/server/runtime";

const FLOOD_MESSAGE = "Too many requests from your network. Please wait a minute and try again.";

/**
 * The 429 for a client over its per-minute share of the public hit pages (nothing of the request is
 * recorded), or undefined when it may go on.
 */
export function floodResponse(runtime: Runtime, request: NextRequest): Response | undefined {
  const retryAfter = runtime.hits.floodGuard.admit(clientAddress(request.headers, runtime.env.TRUSTED_PROXY_HOPS));
  if (!retryAfter) return undefined;
  return new Response(FLOOD_MESSAGE, {
    status: 429,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": `${retryAfter}`,
    },
  });
}

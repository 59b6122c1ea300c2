import "server-only";
import type { NextRequest } from "next/server";
import { clientAddress } from "@/lib/server/platform/request/client-address";
import { clientNetwork } from "@/lib/server/platform/request/client-network";
import { serverEnv } from "@/lib/server/platform/env";
import type { FloodGuard } from "./flood-guard";

const FLOOD_MESSAGE = "Too many requests from your network. Please wait a minute and try again.";

/**
 * The 429 for a client over its per-minute share of the public hit pages (nothing of the request is
 * recorded), or undefined when it may go on. A client is its network: an IPv6 client its /64. Page
 * images have a guard of their own (Hits.pageImageGuard), so a long document cannot use up a
 * reader's page hits.
 */
export function floodResponse(guard: FloodGuard, request: NextRequest): Response | undefined {
  const client = clientNetwork(clientAddress(request.headers, serverEnv().TRUSTED_PROXY_HOPS));
  const retryAfter = guard.admit(client);
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

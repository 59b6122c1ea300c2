import "server-only";
import type { NextRequest } from "next/server";
import { errorResponse, outageError } from "@/lib/server/platform/http-errors";
import { orUpstream } from "@/lib/server/platform/upstream";
import type { Db } from "@/lib/server/platform/db/client";
import { appReady } from "./start";
import { PUBLIC_UNAVAILABLE, unavailablePage } from "@/lib/server/platform/outage/unavailable-page";

type PageHandler<S> = (request: NextRequest, segment: S, db: Db) => Promise<Response>;

/**
 * A public HTML page that a visitor's browser opens (the share page, a short link): during an outage
 * it answers the plain 503 page that reloads itself, never a JSON error, a 500 or a stack trace; any
 * other failure is logged and answered as the API answers it. Forwarded in upstream proxy mode.
 */
export function publicPageRoute<S>(handler: PageHandler<S>): (request: NextRequest, segment: S) => Promise<Response> {
  return orUpstream(async (request: NextRequest, segment: S) => {
    try {
      return await handler(request, segment, await appReady());
    } catch (error) {
      if (outageError(error)) return unavailablePage(PUBLIC_UNAVAILABLE, request.method !== "HEAD");
      return errorResponse(error);
    }
  });
}

import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { verifyResponseSchema, type VerifyResponse } from "@/lib/contract/auth";

/**
 * The request header by which the request gate hands the page render the session it has just
 * verified (in this process as the API verifies it, or in upstream mode by the upstream), so a
 * render neither checks the session again nor waits for the browser to ask /api/auth/verify. The
 * gate runs for every page and removes any such header a client sent (docs/security.md#sessions).
 */
export const SIGNED_IN_HEADER = "x-portal-signed-in";

export function signedInHeaderValue(verified: VerifyResponse): string {
  return encodeURIComponent(JSON.stringify(verified));
}

/**
 * Who a page render is for: the session the request gate verified for this request, or undefined
 * (signed out, or no gate ran). The first screen paints for it and reads its own data with it;
 * every API call still verifies its own session.
 */
export const renderUser = cache(async (): Promise<VerifyResponse | undefined> => {
  const value = (await headers()).get(SIGNED_IN_HEADER);
  if (!value) return undefined;
  try {
    const parsed = verifyResponseSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
});

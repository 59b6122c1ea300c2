import "server-only";
import { verifyResponseSchema, type VerifyResponse } from "@/lib/contract/auth";

/**
 * The request header by which the request gate hands the page render the session it has just
 * verified, so the signed-in screens render on the server instead of after the browser has loaded
 * the auth client and asked /api/auth/verify again. The gate removes any such header a client sent;
 * the render uses it for the first screen only, never to authorize anything (every API call verifies
 * its own session).
 */
export const SIGNED_IN_HEADER = "x-portal-signed-in";

export function signedInHeaderValue(verified: VerifyResponse): string {
  return encodeURIComponent(JSON.stringify(verified));
}

/** The verified session the gate passed on, or undefined (signed out, or no gate ran). */
export function readSignedInHeader(headers: Headers): VerifyResponse | undefined {
  const value = headers.get(SIGNED_IN_HEADER);
  if (!value) return undefined;
  try {
    const parsed = verifyResponseSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

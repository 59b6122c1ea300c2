import "server-only";
import type { NextRequest } from "next/server";
import { sessionCookieToken } from "@/lib/session-token";
import type { Runtime } from "@/lib/server/app/runtime";
import { bearerToken } from "@/lib/server/platform/request/session-credentials";
import { authenticClaims } from "./verify-access-token";

/**
 * Who a public page's visitor is signed in as, only to tell a rep's own clicks apart: the subject of
 * an authentic access token (signature and issuer checked, role authenticated) in the bearer header
 * or the session cookie, expired or not. Never refreshes: a refresh rotates the refresh token, and a
 * public page cannot hand the new one back (the browser's next refresh would then reuse the old one,
 * and reuse detection would sign the rep out). No database query either. Undefined otherwise.
 */
export async function publicPageUserId(runtime: Runtime, request: NextRequest): Promise<string | undefined> {
  const token = bearerToken(request) ?? (await sessionCookieToken(request.cookies.getAll(), { anyExpiry: true }));
  if (!token) return undefined;
  try {
    const claims = await authenticClaims(runtime, token, { anyExpiry: true });
    return claims.role === "authenticated" && typeof claims.sub === "string" ? claims.sub : undefined;
  } catch {
    return undefined;
  }
}

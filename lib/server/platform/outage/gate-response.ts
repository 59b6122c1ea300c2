import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { CookieToSet } from "@/lib/server/platform/request/session-credentials";
import { PORTAL_UNAVAILABLE, unavailablePage } from "./unavailable-page";

/**
 * The request gate's answer when the session cannot be checked because of an outage: the portal's
 * 503 page that reloads itself, never a redirect to /login. The session cookie is left as it is;
 * the only cookies it carries are those of a refresh that had already been committed before the
 * outage hit (dropping those would leave the browser a spent refresh token, i.e. signed out).
 */
export function outageGateResponse(request: NextRequest, cookies: CookieToSet[], setCookies: string[]): Response {
  const page = unavailablePage(PORTAL_UNAVAILABLE, request.method !== "HEAD");
  if (!cookies.length && !setCookies.length) return page;
  const response = new NextResponse(page.body, page);
  for (const { name, value, options } of cookies) response.cookies.set(name, value, options);
  for (const cookie of setCookies) response.headers.append("Set-Cookie", cookie);
  return response;
}

import "server-only";
import type { CookieOptions } from "@supabase/ssr";
import { NextResponse, type NextRequest } from "next/server";
import { AUTH_COOKIE_NAME } from "@/lib/auth-cookie";

/** A cookie a response must set (a refreshed or cleared session). */
export interface CookieToSet {
  name: string;
  value: string;
  options: CookieOptions;
}

/** The access token of an `Authorization: Bearer` header, if any (unchecked). */
export function bearerToken(request: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1];
}

/** Whether the request has a session cookie of the portal (cheap; says nothing about its validity). */
export function carriesSessionCookie(request: NextRequest): boolean {
  return request.cookies.getAll().some((c) => c.name.startsWith(AUTH_COOKIE_NAME));
}

/** The response with the cookies set on it, kept out of shared caches. */
export function withCookies(response: Response, cookies: CookieToSet[]): Response {
  if (!cookies.length) return response;
  const next = new NextResponse(response.body, response);
  for (const { name, value, options } of cookies) next.cookies.set(name, value, options);
  next.headers.set("Cache-Control", "private, no-store");
  return next;
}

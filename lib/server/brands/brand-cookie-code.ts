import "server-only";
import type { NextRequest } from "next/server";
import { BRAND_COOKIE_NAME } from "@/lib/brand-cookie";

/** The portal's current brand as the browser's brand cookie names it (a code), if any. */
export function brandCookieCode(request: NextRequest): string | undefined {
  return request.cookies.get(BRAND_COOKIE_NAME)?.value;
}

import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { sessionCookieToken } from "@/lib/session-token";
import { getRuntime } from "@/lib/server/platform/runtime";
import { actorFromIdentity, type Profile } from "@/lib/server/auth/profiles";
import { verifyAccessToken } from "./verify-access-token";

/**
 * Who a page render is for: the session cookie's access token (which the request gate has just
 * refreshed where needed), checked as the API routes check it, with the profile from the database.
 * Undefined when signed out or when the session cannot be confirmed here; the page then loads its
 * data in the browser, through the API.
 */
export const renderUser = cache(async (): Promise<Profile | undefined> => {
  const token = await sessionCookieToken((await cookies()).getAll());
  if (!token) return undefined;
  try {
    const runtime = await getRuntime();
    const identity = await verifyAccessToken(runtime, token);
    return identity && (await actorFromIdentity(runtime.db, identity));
  } catch {
    return undefined;
  }
});

import "server-only";
import { randomBytes } from "node:crypto";
import type { NextRequest } from "next/server";

/** The room page's device cookie: a random id, scoped to one room's path (docs/rooms.md). */
export const ROOM_DEVICE_COOKIE = "room_device";
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;
/** Browsers keep a cookie at most 400 days. */
const DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The device a room visit comes from: its cookie's id, or a new random one (`isNew`) to set. */
export function roomDevice(request: NextRequest): { id: string; isNew: boolean } {
  const known = request.cookies.get(ROOM_DEVICE_COOKIE)?.value;
  if (known && DEVICE_ID.test(known)) return { id: known, isNew: false };
  return { id: randomBytes(16).toString("base64url"), isNew: true };
}

/** The Set-Cookie value of a new device id: HttpOnly, SameSite=Lax, Secure on https, only for /r/{slug}. */
export function roomDeviceCookie(slug: string, id: string, https: boolean): string {
  const secure = https ? "; Secure" : "";
  const scope = `Path=/r/${slug}; Max-Age=${DEVICE_MAX_AGE_SECONDS}`;
  return `${ROOM_DEVICE_COOKIE}=${id}; ${scope}; HttpOnly; SameSite=Lax${secure}`;
}

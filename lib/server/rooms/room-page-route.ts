import "server-only";
import { randomUUID } from "node:crypto";
import { after, type NextRequest } from "next/server";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import { classAfterEmail } from "@/lib/server/engagement/hit-class";
import { recordHit } from "@/lib/server/engagement/record-hit";
import { configuredOrigin } from "@/lib/server/platform/request/public-origin";
import type { Hits } from "@/lib/server/engagement/hit-services";
import type { Db } from "@/lib/server/platform/db/client";
import { serverEnv } from "@/lib/server/platform/env";
import { isPrefetch } from "@/lib/server/public-page/public-page-response";
import { roomDevice, roomDeviceCookie } from "./room-device";
import { loadRoomPage, type RoomPageResult } from "./room-page";
import { roomPageResponse } from "./room-page-response";
import { withRoomPages } from "./room-page-pages";

type LiveRoom = Extract<RoomPageResult, { kind: "live" }>;

/**
 * Records one visit of a live room, classified as share opens are; a visit within the scanner
 * window after the room was e-mailed is a mail scanner's, whatever link it came by (the room
 * e-mail is the room's only e-mailed link). Returns the id the page's beacon reports under.
 */
async function recordVisit(
  db: Db,
  hits: Hits,
  request: NextRequest,
  room: LiveRoom,
  method: "GET" | "HEAD",
  deviceId: string,
) {
  const visitId = randomUUID();
  const windowMs = serverEnv().SHARE_SCANNER_WINDOW_SECONDS * 1000;
  await recordHit(
    hits,
    db,
    request,
    { target: "room", targetId: room.roomId, ownerId: room.ownerId, method, openId: visitId, deviceId },
    { keepAlive: after, reclassify: (hit) => classAfterEmail(hit, hit.occurredAt, room.emailedAt, windowMs) },
  );
  return visitId;
}

/**
 * GET and HEAD /r/{slug}, the public room page. Like the share page: a route handler (a closed room
 * really answers 410), no session set (one the request carries only marks the rep's own visits),
 * every visit of a live room recorded (prefetches are not visits), 429 over the client's share of
 * requests, the plain 503 page in an outage. A GET without the room's device cookie sets it.
 */
export async function serveRoomPage(
  db: Db,
  hits: Hits,
  request: NextRequest,
  slug: string,
  method: "GET" | "HEAD",
): Promise<Response> {
  const flooded = floodResponse(hits.floodGuard, request);
  if (flooded) return flooded;
  const env = serverEnv();
  const found = await loadRoomPage(db, slug);
  const result =
    found.kind === "live" ? { ...found, page: await withRoomPages(db, env, request, slug, found.page) } : found;
  const withBody = method === "GET";
  if (result.kind !== "live" || isPrefetch(request.headers)) return roomPageResponse(result, slug, withBody);
  const device = roomDevice(request);
  const visitId = await recordVisit(db, hits, request, result, method, device.id);
  const response = roomPageResponse(result, slug, withBody, visitId);
  if (device.isNew && withBody) {
    const https = (configuredOrigin(env) ?? request.nextUrl.origin).startsWith("https:");
    response.headers.append("Set-Cookie", roomDeviceCookie(slug, device.id, https));
  }
  return response;
}

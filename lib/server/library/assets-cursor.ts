import "server-only";
import { badRequest } from "@/lib/server/platform/errors";

/**
 * Where a page of assets ends: the last row's created_at in whole microseconds since the epoch
 * (the database's own precision, which a JavaScript Date would round to milliseconds) and its id.
 */
export interface AssetCursor {
  createdAtMicros: string;
  id: string;
}

const DECODED = /^(-?\d{1,17}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The opaque cursor the client sends back: base64url of `{micros}:{id}`. */
export function encodeAssetCursor({ createdAtMicros, id }: AssetCursor): string {
  return Buffer.from(`${createdAtMicros}:${id}`).toString("base64url");
}

/** Reads a cursor made by encodeAssetCursor; anything else is a 400 'Invalid cursor.'. */
export function decodeAssetCursor(cursor: string): AssetCursor {
  const match = BASE64URL.test(cursor) ? DECODED.exec(Buffer.from(cursor, "base64url").toString("utf8")) : null;
  if (!match?.[1] || !match[2]) throw badRequest("Invalid cursor.", "invalid_cursor");
  return { createdAtMicros: match[1], id: match[2] };
}

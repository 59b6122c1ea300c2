import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { badRequest } from "@/lib/server/platform/http-errors";

/**
 * Where a page of a list ordered by (a timestamp desc, id desc) ends: the last row's timestamp in
 * whole microseconds since the epoch (the database's own precision, which a JavaScript Date would
 * round to milliseconds) and its id.
 */
export interface KeysetCursor {
  micros: string;
  id: string;
}

const DECODED = /^(-?\d{1,17}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The opaque cursor the client sends back: base64url of `{micros}:{id}`. */
export function encodeKeysetCursor({ micros, id }: KeysetCursor): string {
  return Buffer.from(`${micros}:${id}`).toString("base64url");
}

/** A cursor whose id is a whole number: a row's place in a list merged from several tables' bigserial ids. */
const DECODED_SEQUENCE = /^(-?\d{1,17}):(\d{1,18})$/;

function decodeWith(cursor: string, pattern: RegExp): KeysetCursor {
  const match = BASE64URL.test(cursor) ? pattern.exec(Buffer.from(cursor, "base64url").toString("utf8")) : null;
  if (!match?.[1] || !match[2]) throw badRequest("Invalid cursor.", "invalid_cursor");
  return { micros: match[1], id: match[2] };
}

/** Reads a cursor made by encodeKeysetCursor; anything else is a 400 'Invalid cursor.'. */
export function decodeKeysetCursor(cursor: string): KeysetCursor {
  return decodeWith(cursor, DECODED);
}

/** Reads a cursor made by encodeKeysetCursor with a whole-number id (afterSequenceKeyset); else 400. */
export function decodeSequenceCursor(cursor: string): KeysetCursor {
  return decodeWith(cursor, DECODED_SEQUENCE);
}

/** A timestamp in whole microseconds since the epoch, as text: exact, for the next page's cursor. */
export const epochMicros = (at: SQL | AnyPgColumn) => sql<string>`(extract(epoch from ${at}) * 1000000)::bigint::text`;

/**
 * Rows after the cursor in (`at` desc, `id` desc) order: with `at` and `id` the trailing columns of
 * an index (after the columns the query fixes), a range of that index however deep the page.
 */
export function afterKeyset(at: SQL | AnyPgColumn, id: AnyPgColumn, { micros, id: lastId }: KeysetCursor): SQL {
  return sql`(${at}, ${id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${lastId}::uuid)`;
}

/** As afterKeyset, for a whole-number id (`seq`, a bigint expression) read by decodeSequenceCursor. */
export function afterSequenceKeyset(at: SQL | AnyPgColumn, seq: SQL, { micros, id }: KeysetCursor): SQL {
  return sql`(${at}, ${seq}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id}::bigint)`;
}

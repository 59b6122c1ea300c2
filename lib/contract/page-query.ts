import { z } from "zod";

const CURSOR_MAX_LENGTH = 200;

/** A paged list's `limit` query parameter: a whole number from 1 to `max`, or absent (the list's default). */
export function pageLimitSchema(max: number) {
  const message = `The limit must be a whole number from 1 to ${max}.`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).optional();
}

/** A paged list's `cursor` query parameter: the opaque cursor of the page before; the server reads it. */
export const pageCursorSchema = z.string().max(CURSOR_MAX_LENGTH, "Invalid cursor.").optional();

import "server-only";
import type { z } from "zod";
import { fromZodError, HttpError } from "./http-errors";
import { refuseNulText } from "./request/nul-text";

/**
 * A request body's text as the schema's value: a 400 when it is not JSON, holds text the database
 * cannot store (a NUL) or says what is wrong with it.
 */
export function parseJsonBody<T>(text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_json", "The request body must be valid JSON.");
  }
  refuseNulText(json, "request body");
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw fromZodError(parsed.error, "request body");
  return parsed.data;
}

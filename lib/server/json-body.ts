import "server-only";
import type { z } from "zod";
import { fromZodError, HttpError } from "./errors";

/** A request body's text as the schema's value: a 400 when it is not JSON or says what is wrong with it. */
export function parseJsonBody<T>(text: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new HttpError(400, "invalid_json", "The request body must be valid JSON.");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw fromZodError(parsed.error, "request body");
  return parsed.data;
}

import "server-only";
import { z } from "zod";
import { notFound } from "@/lib/server/platform/http-errors";

const uuid = z.uuid();

/** A path or body id: anything that is not a UUID cannot name a row, so it is a 404 like an unknown one. */
export function idOr404(id: unknown, message: string, code: string): string {
  const parsed = uuid.safeParse(id);
  if (!parsed.success) throw notFound(message, code);
  return parsed.data.toLowerCase();
}

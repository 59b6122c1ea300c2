import "server-only";
import type { z } from "zod";
import { BodyTooLarge, readCappedText } from "@/lib/server/platform/request/capped-body";
import { fieldName, nulTextPath } from "@/lib/server/platform/request/nul-text";
import { GoTrueError, noAuthorization, validationFailed } from "./gotrue-errors";

export const API_VERSION_HEADERS = { "X-Supabase-Api-Version": "2024-01-01" };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...API_VERSION_HEADERS, "Cache-Control": "no-store", ...headers } });
}

/** No request to the auth service needs more (the largest, an admin's new user, is well under 2 KB). */
const MAX_BODY_BYTES = 8 * 1024;

/** The body as the schema's value: JSON only, read no further than the cap. */
export async function readJson<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") throw new GoTrueError(415, "bad_json", "Content-Type must be application/json");
  let text: string;
  try {
    text = await readCappedText(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    throw new GoTrueError(413, "request_too_large", `Request body is larger than ${MAX_BODY_BYTES} bytes`, {
      Connection: "close",
    });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new GoTrueError(400, "bad_json", "Could not parse request body as JSON");
  }
  const nul = nulTextPath(body);
  if (nul) throw validationFailed(`${fieldName(nul) || "body"}: must not contain the NUL character (U+0000)`);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw validationFailed(issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Invalid request body");
  }
  return parsed.data;
}

export function bearer(request: Request): string {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw noAuthorization();
  return match[1];
}

import { ApiError } from "@/lib/client/data/api-error";
import { errorText } from "@/lib/client/data/error-text";
import { apiErrorBodySchema } from "@/lib/contract/errors";

export type RoomField = "recipientName" | "recipientEmail" | "recipientCompany" | "note" | "assetIds" | "expiresOn";

const FIELDS: readonly string[] = [
  "recipientName",
  "recipientEmail",
  "recipientCompany",
  "note",
  "assetIds",
  "expiresOn",
] satisfies RoomField[];

const isRoomField = (value: unknown): value is RoomField => typeof value === "string" && FIELDS.includes(value);

/**
 * Where a refused create or edit is said: under the field the server's first issue names, under the
 * assets for the server's own asset check ("You can only add assets you can see in this brand."),
 * else above the form's buttons (`field` null).
 */
export function roomServerError(error: Error): { field: RoomField | null; message: string } {
  const message = errorText(error);
  if (!(error instanceof ApiError)) return { field: null, message };
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return { field: null, message };
  }
  const parsed = apiErrorBodySchema.safeParse(body);
  if (!parsed.success) return { field: null, message };
  const issue = parsed.data.error.issues?.find((candidate) => isRoomField(candidate.path[0]));
  if (issue) return { field: issue.path[0] as RoomField, message: issue.message };
  if (/\basset/i.test(parsed.data.error.message)) return { field: "assetIds", message: parsed.data.error.message };
  return { field: null, message: parsed.data.error.message };
}

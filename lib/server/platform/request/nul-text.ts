import "server-only";
import { HttpError } from "@/lib/server/platform/http-errors";

// PostgreSQL text cannot hold the NUL character (U+0000): a value carrying one fails in the database,
// whichever column it was meant for, as a 500. Input is searched for it before its schema runs, so
// every endpoint refuses it with a 400 that names the field.

export type FieldPath = (string | number)[];

export const NUL_TEXT_MESSAGE = "Text must not contain the NUL character (U+0000).";

interface Pending {
  value: unknown;
  key?: string | number;
  parent?: Pending;
}

function pathOf(entry: Pending): FieldPath {
  const path: FieldPath = [];
  for (let at: Pending | undefined = entry; at?.parent; at = at.parent) path.push(at.key ?? "");
  return path.reverse();
}

/** The path of the first string (or object key) holding a NUL in a parsed JSON value, else undefined. */
export function nulTextPath(value: unknown): FieldPath | undefined {
  // Iterative, with parent links (the path is built only for a find): a 1 MB body can nest far
  // deeper than the call stack.
  const pending: Pending[] = [{ value }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const item = next.value;
    if (typeof item === "string") {
      if (item.includes("\0")) return pathOf(next);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) pending.push({ value: item[i], key: i, parent: next });
    } else if (item !== null && typeof item === "object") {
      const entries = Object.entries(item);
      for (const [key] of entries) if (key.includes("\0")) return [...pathOf(next), key];
      for (const [key, child] of entries.reverse()) pending.push({ value: child, key, parent: next });
    }
  }
  return undefined;
}

/** A field path as a message shows it: `items.0.name`, a NUL in a key written as `\0`. */
export function fieldName(path: FieldPath): string {
  return path.map((part) => String(part).replaceAll("\0", "\\0")).join(".");
}

function nulTextError(path: FieldPath, what: string): HttpError {
  const where = path.length ? `${fieldName(path)}: ` : "";
  return new HttpError(400, "invalid_input", `Invalid ${what}. ${where}${NUL_TEXT_MESSAGE}`, [
    { path, message: NUL_TEXT_MESSAGE },
  ]);
}

/** Throws a 400 naming the field when a parsed JSON value holds a NUL anywhere. */
export function refuseNulText(value: unknown, what: string): void {
  const path = nulTextPath(value);
  if (path) throw nulTextError(path, what);
}

/** Throws a 400 naming the parameter when any query parameter's name or value holds a NUL. */
export function refuseNulQuery(params: URLSearchParams): void {
  for (const [name, value] of params) {
    if (name.includes("\0") || value.includes("\0")) throw nulTextError([name], "query");
  }
}

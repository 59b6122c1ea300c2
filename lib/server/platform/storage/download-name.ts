import "server-only";
import { extensionOf } from "@/lib/contract/asset-file-type";

/** Longest name a download gets from a title, before its extension (file systems allow 255 bytes). */
const TITLE_MAX = 120;

/** Characters no file name may hold on common systems (control characters, path separators, Windows' reserved ones). */
const NOT_IN_NAMES = /[\u0000-\u001f\u007f/\\:*?"<>|]+/g;

/**
 * The name an upload downloads under: the title of the item that uses it with the stored file's
 * extension ("Price List 2026.pdf"), or the stored name when there is no usable title.
 */
export function downloadFileName(title: string | undefined, storedName: string): string {
  const ext = extensionOf(storedName);
  const base = [...(title ?? "").replace(NOT_IN_NAMES, " ").replace(/\s+/g, " ").trim()]
    .slice(0, TITLE_MAX)
    .join("")
    .replace(/[. ]+$/, "");
  if (!base || !ext) return storedName;
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
}

/** `'`, `(`, `)` and `*` are left alone by encodeURIComponent but are not RFC 5987 attr-chars. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A Content-Disposition header (RFC 6266) naming the file: the exact name as UTF-8 in `filename*`
 * (RFC 5987), which browsers prefer, and an ASCII stand-in in `filename` for those that do not read it.
 */
export function contentDisposition(disposition: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\u0020-\u007e]/g, "_").replace(/["\\]/g, "\\$&");
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}

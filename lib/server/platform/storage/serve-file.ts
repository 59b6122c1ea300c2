import "server-only";
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { contentDisposition } from "./download-name";
import type { FileType } from "@/lib/contract/asset-file-type";

/** A single `bytes=a-b`, `bytes=a-` or `bytes=-n` range within the file, or undefined. */
function parseRange(header: string | null, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  const [first, last] = [match[1] ?? "", match[2] ?? ""];
  const start = first === "" ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === "" || last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return start > end || start >= size ? "unsatisfiable" : { start, end };
}

/**
 * A stored file from the local disk with its own type, never sniffed, media and PDF inline and
 * everything else as a download, saved under `downloadName` either way. Media answer byte ranges
 * so players can seek.
 */
export function serveFile(
  file: string,
  size: number,
  type: FileType,
  downloadName: string,
  request: Request,
): Response {
  const headers = new Headers({
    "Content-Type": type.mime,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": contentDisposition(type.inline ? "inline" : "attachment", downloadName),
    "Cache-Control": "public, max-age=31536000, immutable",
    "Accept-Ranges": type.media ? "bytes" : "none",
  });
  const range = type.media ? parseRange(request.headers.get("range"), size) : undefined;
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  headers.set("Content-Length", String(end - start + 1));
  if (range) headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
  const status = range ? 206 : 200;
  if (request.method === "HEAD") return new Response(null, { status, headers });
  const body = Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>;
  return new Response(body, { status, headers });
}

import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";

// Paths under DATA_DIR are only known at run time: turbopackIgnore keeps the build from tracing
// the whole project for them.
/** Names of stored uploads: generated, never taken from the client. */
export const UPLOAD_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

export class UploadTooLargeError extends Error {}

export function uploadsDir(dataDir: string): string {
  return path.join(/*turbopackIgnore: true*/ dataDir, "uploads");
}

/** The stored file's path, or undefined for a name that is not one of ours. */
export function uploadPath(dir: string, name: string): string | undefined {
  return UPLOAD_NAME.test(name) ? path.join(/*turbopackIgnore: true*/ dir, name) : undefined;
}

/** Size in bytes of a stored upload, or undefined when there is none by that name. */
export async function uploadSize(dir: string, name: string): Promise<number | undefined> {
  const file = uploadPath(dir, name);
  const stat = file ? await fs.stat(file).catch(() => undefined) : undefined;
  return stat?.isFile() ? stat.size : undefined;
}

function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? new UploadTooLargeError() : null, chunk);
    },
  });
}

/**
 * Streams a file into `dir` as `{uuid}.{ext}`: written under a temporary name, counted, and only
 * renamed into place when complete and within the limit, so a failure leaves no file behind.
 */
export async function storeUpload(dir: string, ext: string, source: ReadableStream<Uint8Array>, maxBytes: number) {
  await fs.mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${ext}`;
  const temp = path.join(/*turbopackIgnore: true*/ dir, `.${name}.part`);
  try {
    await pipeline(Readable.fromWeb(source as WebReadableStream<Uint8Array>), byteLimit(maxBytes), createWriteStream(temp, { flags: "wx" }));
    const { size } = await fs.stat(temp);
    await fs.rename(temp, path.join(/*turbopackIgnore: true*/ dir, name));
    return { name, size };
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

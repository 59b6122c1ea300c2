import "server-only";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { notFoundResponse } from "./not-found";
import { serveFile } from "./serve-file";
import { UPLOAD_NAME } from "./upload-name";
import type { UploadStore } from "./upload-store-contract";

// Paths under DATA_DIR are only known at run time: turbopackIgnore keeps the build from tracing
// the whole project for them.
export function uploadsDir(dataDir: string): string {
  return path.join(/*turbopackIgnore: true*/ dataDir, "uploads");
}

/** Rendered page images: beside the uploads, never served through /uploads. */
const pageImagePath = (dataDir: string, key: string) => path.join(/*turbopackIgnore: true*/ dataDir, key);

/** The stored file's path, or undefined for a name that is not one of ours. */
function uploadPath(dir: string, name: string): string | undefined {
  return UPLOAD_NAME.test(name) ? path.join(/*turbopackIgnore: true*/ dir, name) : undefined;
}

/**
 * Streams a file into `dir` under its name: written under a temporary name and only renamed into
 * place when complete, so a failure leaves no file behind.
 */
export async function storeUpload(dir: string, name: string, source: ReadableStream<Uint8Array>): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const temp = path.join(/*turbopackIgnore: true*/ dir, `.${name}.part`);
  try {
    await pipeline(Readable.fromWeb(source as WebReadableStream<Uint8Array>), createWriteStream(temp, { flags: "wx" }));
    await fs.rename(temp, path.join(/*turbopackIgnore: true*/ dir, name));
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

async function readIfThere(file: string): Promise<Uint8Array | undefined> {
  return fs.readFile(file).then(
    (buffer) => new Uint8Array(buffer),
    (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return undefined;
      throw error;
    },
  );
}

/** Uploads in DATA_DIR/uploads, served by the app itself. */
export function localDiskStore(dataDir: string): UploadStore {
  const dir = uploadsDir(dataDir);
  async function size(name: string) {
    const file = uploadPath(dir, name);
    const stat = file ? await fs.stat(file).catch(() => undefined) : undefined;
    return stat?.isFile() ? stat.size : undefined;
  }
  return {
    save: (name, file) => storeUpload(dir, name, file.stream()),
    size,
    async serve(name, type, downloadName, request) {
      const file = uploadPath(dir, name);
      const bytes = file ? await size(name) : undefined;
      return file && bytes !== undefined ? serveFile(file, bytes, type, downloadName, request) : notFoundResponse();
    },
    async read(name) {
      const file = uploadPath(dir, name);
      return file ? readIfThere(file) : undefined;
    },
    async savePageImage(key, bytes) {
      // Written aside and renamed into place, so a reader never sees half an image.
      const file = pageImagePath(dataDir, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.part`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, file);
    },
    readPageImage: (key) => readIfThere(pageImagePath(dataDir, key)),
  };
}

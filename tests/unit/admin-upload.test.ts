import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extensionOf, FILE_TYPES, type FileType } from "@/lib/contract/asset-file-type";
import { matchesSignature } from "@/lib/server/platform/storage/file-types";
import { storeUpload, uploadsDir } from "@/lib/server/platform/storage/local-disk";
import { formatMediaDuration, wavDuration } from "@/lib/server/platform/storage/media-duration";
import { formatLimit } from "@/lib/server/platform/storage/upload-limit";
import { parseServerEnv } from "@/lib/server/platform/env";
import type { Database } from "@/lib/server/platform/db/client";
import { pdfRenders } from "@/lib/server/platform/db/schema";
import { serveUpload, saveLibraryUpload } from "@/lib/server/library/uploads";
import { addAsset, addResource } from "../helpers/library-fixtures";
import { createTestDatabase } from "../helpers/test-database";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-upload-"));
const dir = uploadsDir(dataDir);
const env = parseServerEnv({ DATA_DIR: dataDir });
const actor = { id: "5b0c6a52-1111-4111-8111-111111111111" };
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))));

/** A mono 8-bit 8 kHz WAV of `seconds`. */
function wav(seconds: number): Buffer {
  const data = 8000 * seconds;
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "latin1");
  header.writeUInt32LE(36 + data, 4);
  header.write("WAVEfmt ", 8, "latin1");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write("data", 36, "latin1");
  header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data, 128)]);
}

const SAMPLES = {
  pdf: bytes("%PDF-1.7\n%âãÏÓ\n1 0 obj\n"),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "\0\0\0\rIHDR"),
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0], "\0\x10JFIF"),
  gif: bytes("GIF89a\x01\0\x01\0"),
  webp: bytes("RIFF\x24\0\0\0WEBPVP8 "),
  wav: wav(1),
  mp3: bytes("ID3\x04\0\0\0\0\0\0"),
  ogg: bytes("OggS\0\x02"),
  mp4: bytes([0, 0, 0, 0x18], "ftypisom\0\0\x02\0"),
  mov: bytes([0, 0, 0, 0x14], "ftypqt  "),
  m4a: bytes([0, 0, 0, 0x1c], "ftypM4A "),
  webm: bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]),
  doc: bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], "\0\0\0\0"),
  docx: bytes("PK\x03\x04\x14\0\x06\0\x08\0\0\0!\0\0\0\0\0\0\0\0\0\0\0\0\0\x13\0\0\0[Content_Types].xml"),
} satisfies Record<string, Buffer>;

/** The allow-list entry of an extension; the test fails when the extension has left the list. */
function allowedType(ext: string): FileType {
  const type = FILE_TYPES[ext];
  expect(type).toBeDefined();
  if (!type) throw new Error(`.${ext} is not on the upload allow-list`);
  return type;
}

describe("content sniffing", () => {
  test.each(Object.entries(SAMPLES))("a real %s is recognized", (ext, content) => {
    expect(matchesSignature(allowedType(ext), content)).toBe(true);
  });

  test.each([
    ["an HTML page renamed", "pdf", bytes("<!doctype html><script>alert(1)</script>")],
    ["a Windows program renamed", "pdf", bytes("MZ\x90\0\x03\0")],
    ["a plain zip renamed", "docx", bytes("PK\x03\x04\x14\0\0\0\x08\0file.txt")],
    ["a PNG renamed", "mp4", SAMPLES.png],
    ["a PDF renamed", "jpg", SAMPLES.pdf],
    ["a WebP renamed", "wav", SAMPLES.webp],
    ["too short to tell", "png", bytes([0x89, 0x50])],
  ])("%s to .%s is refused", (_name, ext, content) => {
    expect(matchesSignature(allowedType(ext), content)).toBe(false);
  });

  test("extensions are read case-insensitively; svg, html and no extension are not on the list", () => {
    expect(extensionOf("Report.Final.PDF")).toBe("pdf");
    expect(extensionOf("noext")).toBeUndefined();
    for (const ext of ["svg", "html", "exe", "js"]) expect(FILE_TYPES[ext]).toBeUndefined();
  });
});

test("durations: WAV from its header, formatted m:ss or h:mm:ss", () => {
  const file = wav(3);
  expect(wavDuration(file.subarray(0, 64), file.length)).toBe("0:03");
  expect(wavDuration(bytes("RIFF\0\0\0\0WAVEjunk"), 16)).toBeNull();
  expect(formatMediaDuration(65)).toBe("1:05");
  expect(formatMediaDuration(3725)).toBe("1:02:05");
});

test("the size limit reads as people say it", () => {
  expect(formatLimit(100 * 1024 * 1024)).toBe("100 MB");
});

test("a stream that breaks off midway leaves no file, not even a temporary one", async () => {
  const before = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const broken = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(5000));
      controller.error(new Error("connection reset"));
    },
  });
  await expect(storeUpload(dir, "5b0c6a52-2222-4222-8222-222222222222.pdf", broken)).rejects.toThrow(
    "connection reset",
  );
  expect(fs.readdirSync(dir)).toEqual(before);
});

function uploadRequest(
  name: string,
  content: Buffer,
  headers: Record<string, string> = { "x-user-id": actor.id },
): Request {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(content)]), name);
  return new Request("http://portal.test/api/admin/upload", { method: "POST", body: form, headers });
}

/** Request bodies from FormData carry no Content-Length until sent; add it like a browser does. */
async function withLength(request: Request): Promise<Request> {
  const body = Buffer.from(await request.arrayBuffer());
  const headers = new Headers(request.headers);
  headers.set("content-length", String(body.length));
  return new Request(request.url, { method: "POST", body, headers });
}

describe("saveLibraryUpload", () => {
  test("stores a PDF under a generated name, whatever the client called it", async () => {
    const result = await saveLibraryUpload(
      { env, db: database.db },
      actor,
      await withLength(uploadRequest("../../etc/passwd.pdf", SAMPLES.pdf)),
    );
    expect(result.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);
    expect(result).toMatchObject({ fileSizeKb: 1, duration: null });
    expect(fs.readFileSync(path.join(dir, result.url.slice("/uploads/".length)))).toEqual(SAMPLES.pdf);
    expect(fs.existsSync(path.join(dataDir, "..", "etc"))).toBe(false);
  });

  test("a PDF is queued for its page images, a WAV is not", async () => {
    const pdf = await saveLibraryUpload(
      { env, db: database.db },
      actor,
      await withLength(uploadRequest("b.pdf", SAMPLES.pdf)),
    );
    const wavFile = await saveLibraryUpload(
      { env, db: database.db },
      actor,
      await withLength(uploadRequest("c.wav", wav(1))),
    );
    const queued = await database.db.select().from(pdfRenders);
    const names = queued.map((row) => row.fileName);
    expect(names).toContain(pdf.url.slice("/uploads/".length));
    expect(names).not.toContain(wavFile.url.slice("/uploads/".length));
    expect(queued.find((row) => `/uploads/${row.fileName}` === pdf.url)).toMatchObject({
      status: "pending",
      attempts: 0,
    });
  });

  test("a WAV gets its duration", async () => {
    const result = await saveLibraryUpload(
      { env, db: database.db },
      actor,
      await withLength(uploadRequest("chime.wav", wav(2))),
    );
    expect(result).toMatchObject({ duration: "0:02", fileSizeKb: 16 });
  });

  test.each([
    ["a forged x-user-id", 403, () => uploadRequest("a.pdf", SAMPLES.pdf, { "x-user-id": "someone-else" })],
    ["no x-user-id", 403, () => uploadRequest("a.pdf", SAMPLES.pdf, {})],
    ["an empty file", 400, () => uploadRequest("a.pdf", Buffer.alloc(0))],
    ["HTML renamed to .pdf", 415, () => uploadRequest("a.pdf", bytes("<html><script>alert(1)</script></html>"))],
    ["an SVG", 415, () => uploadRequest("a.svg", bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))],
    ["a name without extension", 415, () => uploadRequest("README", SAMPLES.pdf)],
  ])("%s is %i and stores nothing", async (_name, status, make) => {
    const before = fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
    await expect(saveLibraryUpload({ env, db: database.db }, actor, await withLength(make()))).rejects.toMatchObject({
      status,
    });
    expect(fs.existsSync(dir) ? fs.readdirSync(dir).length : 0).toBe(before);
  });

  test("over UPLOAD_MAX_BYTES: 413 by Content-Length before reading, and by the file's own size", async () => {
    const limited = { ...env, UPLOAD_MAX_BYTES: 1024 };
    const big = bytes(
      "%PDF-",
      Array.from({ length: 70 * 1024 }, () => 32),
    );
    await expect(
      saveLibraryUpload({ env: limited, db: database.db }, actor, await withLength(uploadRequest("big.pdf", big))),
    ).rejects.toMatchObject({
      status: 413,
      message: "The file is larger than the 1 KB upload limit.",
    });
    const small = bytes(
      "%PDF-",
      Array.from({ length: 2000 }, () => 32),
    );
    await expect(
      saveLibraryUpload({ env: limited, db: database.db }, actor, await withLength(uploadRequest("mid.pdf", small))),
    ).rejects.toMatchObject({
      status: 413,
    });
  });

  test("without Content-Length: 411", async () => {
    await expect(
      saveLibraryUpload({ env, db: database.db }, actor, uploadRequest("a.pdf", SAMPLES.pdf)),
    ).rejects.toMatchObject({
      status: 411,
    });
  });
});

describe("serving /uploads/{name}", () => {
  const get = (name: string, headers: Record<string, string> = {}, method = "GET") =>
    serveUpload({ env, db: database.db }, name, new Request(`http://portal.test/uploads/${name}`, { method, headers }));
  const upload = async (fileName: string, content: Buffer | undefined) => {
    const { url } = await saveLibraryUpload(
      { env, db: database.db },
      actor,
      await withLength(uploadRequest(fileName, content ?? Buffer.alloc(0))),
    );
    return { url, name: url.slice("/uploads/".length) };
  };

  test("a PDF inline, a Word file as a download, both nosniff and immutable", async () => {
    const pdf = await upload("a.pdf", SAMPLES.pdf);
    const response = await get(pdf.name);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "x-content-type-options": "nosniff",
      "content-disposition": `inline; filename="${pdf.name}"; filename*=UTF-8''${pdf.name}`,
      "cache-control": "public, max-age=31536000, immutable",
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(SAMPLES.pdf);
    const doc = await upload("a.docx", SAMPLES.docx);
    expect((await get(doc.name)).headers.get("content-disposition")).toBe(
      `attachment; filename="${doc.name}"; filename*=UTF-8''${doc.name}`,
    );
  });

  test("a file an asset or resource uses downloads under its title with the file's extension", async () => {
    const doc = await upload("Q3 final (2).docx", SAMPLES.docx);
    await addResource(database.db, { title: 'Händler-Preisliste: "2026"', url: doc.url });
    expect((await get(doc.name)).headers.get("content-disposition")).toBe(
      `attachment; filename="H_ndler-Preisliste 2026.docx"; filename*=UTF-8''H%C3%A4ndler-Preisliste%202026.docx`,
    );

    const pdf = await upload("a.pdf", SAMPLES.pdf);
    await addAsset(database.db, {
      title: "Old brochure",
      url: pdf.url,
      deleted: true,
      createdAt: new Date("2026-03-01T00:00:00Z"),
    });
    await addAsset(database.db, {
      title: "Rental Program Overview.pdf",
      url: pdf.url,
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    const served = await get(pdf.name);
    expect(served.headers.get("content-disposition")).toBe(
      `inline; filename="Rental Program Overview.pdf"; filename*=UTF-8''Rental%20Program%20Overview.pdf`,
    );
  });

  test("media answer byte ranges; HEAD has the headers and no body", async () => {
    const audio = await saveLibraryUpload(
      { env, db: database.db },
      actor,
      await withLength(uploadRequest("a.wav", wav(1))),
    );
    const name = audio.url.split("/").pop() ?? "";
    const partial = await get(name, { range: "bytes=0-3" });
    expect(partial.status).toBe(206);
    expect(partial.headers.get("content-range")).toBe("bytes 0-3/8044");
    expect(Buffer.from(await partial.arrayBuffer()).toString("latin1")).toBe("RIFF");
    expect((await get(name, { range: "bytes=-4" })).headers.get("content-range")).toBe("bytes 8040-8043/8044");
    expect((await get(name, { range: "bytes=9000-" })).status).toBe(416);
    const head = await get(name, {}, "HEAD");
    expect(head.headers.get("content-length")).toBe("8044");
    expect(head.body).toBeNull();
  });

  test.each([
    "../../etc/passwd",
    "..%2F..%2Fetc%2Fpasswd",
    "x.pdf",
    "5b0c6a52-1111-4111-8111-111111111111.pdf",
    "5B0C6A52-1111-4111-8111-111111111111.PDF",
    ".5b0c6a52-1111-4111-8111-111111111111.pdf.part",
  ])("%p is 404", async (name) => {
    expect((await get(name)).status).toBe(404);
  });
});

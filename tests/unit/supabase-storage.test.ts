/**
 * Uploads in production mode: the real @supabase/supabase-js storage client against a small
 * stand-in for the Supabase Storage HTTP API, so the wire protocol is what hosted Supabase sees.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Database } from "@/lib/server/platform/db/client";
import { parseServerEnv } from "@/lib/server/platform/env";
import { serveUpload, saveLibraryUpload } from "@/lib/server/library/uploads";
import { uploadStore } from "@/lib/server/platform/storage/upload-store";
import { addResource } from "../helpers/library-fixtures";
import { createTestDatabase } from "../helpers/test-database";

const SERVICE_KEY = "service-role-key-for-tests";
const BUCKET = "portal-uploads";
const actor = { id: "5b0c6a52-1111-4111-8111-111111111111" };
const PDF = Buffer.from("%PDF-1.7\n%test\n1 0 obj\n", "latin1");
const DOCX = Buffer.from(
  "PK\x03\x04\x14\0\x06\0\x08\0\0\0!\0\0\0\0\0\0\0\0\0\0\0\0\0\x13\0\0\0[Content_Types].xml",
  "latin1",
);

/** The stand-in: buckets, objects and every request seen. Errors look like Storage's own. */
const buckets = new Set<string>();
const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: string[] = [];
const missing = (res: http.ServerResponse, message: string) => {
  res.writeHead(400, { "Content-Type": "application/json" });
  res.end(JSON.stringify({ statusCode: "404", error: "not_found", message }));
};

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    const url = decodeURIComponent(req.url ?? "");
    seen.push(`${req.method} ${url.split("?")[0]}`);
    if (req.headers.authorization !== `Bearer ${SERVICE_KEY}`) {
      res.writeHead(403).end();
      return;
    }
    const json = (value: unknown) => {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(value));
    };
    if (req.method === "POST" && url === "/storage/v1/bucket") {
      const { id, public: isPublic } = JSON.parse(body.toString()) as { id: string; public: boolean };
      if (isPublic) throw new Error("the uploads bucket must be private");
      buckets.add(id);
      return json({ name: id });
    }
    const upload = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(url);
    const info = /^\/storage\/v1\/object\/info\/([^/]+)\/(.+)$/.exec(url);
    const sign = /^\/storage\/v1\/object\/sign\/([^/]+)\/(.+)$/.exec(url);
    if (req.method === "POST" && sign) {
      if (!objects.has(`${sign[1]}/${sign[2]}`)) return missing(res, "Object not found");
      return json({ signedURL: `/object/sign/${sign[1]}/${sign[2]}?token=signed-token` });
    }
    if (req.method === "GET" && info) {
      const object = objects.get(`${info[1]}/${info[2]}`);
      return object ? json({ name: info[2], size: object.body.length }) : missing(res, "Object not found");
    }
    if (req.method === "POST" && upload) {
      if (!buckets.has(upload[1] ?? "")) return missing(res, "Bucket not found");
      objects.set(`${upload[1]}/${upload[2]}`, { body, contentType: String(req.headers["content-type"]) });
      return json({ Key: `${upload[1]}/${upload[2]}`, Id: "object-id" });
    }
    res.writeHead(404).end();
  });
});

let env: ReturnType<typeof parseServerEnv>;
let database: Database;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  env = parseServerEnv({
    DATA_DIR: "/nonexistent",
    SUPABASE_URL: `http://127.0.0.1:${port}`,
    SUPABASE_ANON_KEY: "anon",
    SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
  });
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  await new Promise((resolve) => server.close(resolve));
});

const serve = (name: string) =>
  serveUpload({ env, db: database.db }, name, new Request(`http://portal.test/uploads/${name}`));

/** A multipart upload with the Content-Length a browser sends. */
async function upload(name: string, content: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(content)]), name);
  const draft = new Request("http://portal.test/api/admin/upload", { method: "POST", body: form });
  const body = await draft.arrayBuffer();
  const headers = {
    "x-user-id": actor.id,
    "content-type": draft.headers.get("content-type") ?? "",
    "content-length": String(body.byteLength),
  };
  return saveLibraryUpload({ env, db: database.db }, actor, new Request(draft.url, { method: "POST", headers, body }));
}

test("the first upload creates the private bucket, then stores the file there under its generated name", async () => {
  const result = await upload("brochure.pdf", PDF);
  expect(result).toMatchObject({
    url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.pdf$/),
    fileSizeKb: 1,
    duration: null,
  });
  const name = result.url.slice("/uploads/".length);
  expect(buckets.has(BUCKET)).toBe(true);
  expect(seen.filter((line) => line.startsWith("POST /storage/v1/bucket"))).toHaveLength(1);
  const stored = objects.get(`${BUCKET}/${name}`);
  expect(stored).toEqual({ body: PDF, contentType: "application/pdf" });
  expect(await uploadStore(env).size(name)).toBe(PDF.length);
  expect(await uploadStore(env).size("5b0c6a52-3333-4333-8333-333333333333.pdf")).toBeUndefined();
});

test("/uploads/{name} answers a redirect to a signed link: PDFs inline, Office files as a download", async () => {
  const pdf = (await upload("a.pdf", PDF)).url.slice("/uploads/".length);
  const docx = (await upload("a.docx", DOCX)).url.slice("/uploads/".length);

  const inline = await serve(pdf);
  expect(inline.status).toBe(302);
  expect(inline.headers.get("location")).toBe(
    `${env.SUPABASE_URL}/storage/v1/object/sign/${BUCKET}/${pdf}?token=signed-token`,
  );
  const download = await serve(docx);
  expect(download.headers.get("location")).toContain(`&download=${docx}`);
  expect(seen.filter((line) => line.startsWith("POST /storage/v1/bucket"))).toHaveLength(1);
});

test("a download names the file after the resource that uses it", async () => {
  const { url } = await upload("a.docx", DOCX);
  await addResource(database.db, { title: "Price List 2026", url });
  const location = new URL((await serve(url.slice("/uploads/".length))).headers.get("location") ?? "");
  expect(location.searchParams.get("download")).toBe("Price List 2026.docx");
});

test("a name that was never stored, or is not one of ours, is 404 without asking twice", async () => {
  expect((await serve("5b0c6a52-3333-4333-8333-333333333333.pdf")).status).toBe(404);
  const before = seen.length;
  expect((await serve("../../etc/passwd")).status).toBe(404);
  expect(seen).toHaveLength(before);
});

test("a disallowed file never reaches the bucket", async () => {
  const before = objects.size;
  await expect(upload("a.pdf", Buffer.from("<html><script>alert(1)</script></html>"))).rejects.toMatchObject({
    status: 415,
  });
  expect(objects.size).toBe(before);
});

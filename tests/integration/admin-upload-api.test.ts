import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { call, DATA_DIR, expectError, login, PORTAL_URL } from "./portal";
import { usersOfThisFile } from "./file-users";

/** This file's own users (file-users.ts). */
const { ADMIN } = usersOfThisFile();

interface Uploaded {
  url: string;
  fileSizeKb: number;
  duration: string | null;
}

let admin: string;
let adminId: string;
const PDF = new Uint8Array(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n", "latin1"));
const uploadsDir = () => path.join(DATA_DIR, "uploads");
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()).sort() : []);

beforeAll(async () => {
  const signedIn = await login(ADMIN);
  admin = signedIn.session.access_token;
  adminId = signedIn.user.id;
});

function upload(name: string, content: Uint8Array<ArrayBuffer>, userId: string | null = adminId): Promise<Response> {
  const form = new FormData();
  form.append("file", new Blob([content]), name);
  return call("/api/admin/upload", {
    method: "POST",
    token: admin,
    body: form,
    headers: userId ? { "x-user-id": userId } : {},
  });
}

test("a PDF is stored under a generated name, served inline with nosniff, and usable as an asset url", async () => {
  const response = await upload("../../../etc/passwd.pdf", PDF);
  expect(response.status).toBe(201);
  const uploaded = (await response.json()) as Uploaded;
  expect(uploaded).toEqual({
    url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.pdf$/),
    fileSizeKb: 1,
    duration: null,
  });
  const served = await call(uploaded.url);
  expect(served.status).toBe(200);
  const storedName = uploaded.url.slice("/uploads/".length);
  expect(Object.fromEntries(served.headers)).toMatchObject({
    "content-type": "application/pdf",
    "x-content-type-options": "nosniff",
    "content-disposition": `inline; filename="${storedName}"; filename*=UTF-8''${storedName}`,
  });
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(PDF);
  const head = await call(uploaded.url, { method: "HEAD" });
  expect([head.status, head.headers.get("content-type"), await head.text()]).toEqual([200, "application/pdf", ""]);
  const asset = await call("/api/admin/assets", {
    method: "POST",
    token: admin,
    json: { title: "Uploaded brochure", type: "pdf", url: uploaded.url, assignToAllBrands: true, userIds: [ADMIN.id] },
  });
  expect(asset.status).toBe(201);
  expect(await asset.json()).toMatchObject({ url: uploaded.url, fileSizeKb: 1 });
  // Once an asset uses the file, it downloads under the asset's title.
  expect((await call(uploaded.url)).headers.get("content-disposition")).toBe(
    `inline; filename="Uploaded brochure.pdf"; filename*=UTF-8''Uploaded%20brochure.pdf`,
  );
});

test.each([
  ["a forged x-user-id", 403, () => upload("a.pdf", PDF, "00000000-0000-4000-8000-000000000000"), "x-user-id"],
  ["no x-user-id", 403, () => upload("a.pdf", PDF, null), "x-user-id"],
  ["an empty file", 400, () => upload("a.pdf", new Uint8Array()), "The file is empty."],
  [
    "an HTML page renamed to .pdf",
    415,
    () => upload("a.pdf", new Uint8Array(Buffer.from("<html><script>alert(1)</script>"))),
    "not a valid .pdf file",
  ],
  [
    "an SVG",
    415,
    () => upload("a.svg", new Uint8Array(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))),
    "not allowed",
  ],
  [
    "no file field",
    400,
    () =>
      call("/api/admin/upload", {
        method: "POST",
        token: admin,
        body: new FormData(),
        headers: { "x-user-id": adminId },
      }),
    "Please choose a file",
  ],
])("%s is %i and stores nothing", async (_name, status, send, message) => {
  const before = storedFiles();
  await expectError(await send(), status, message);
  expect(storedFiles()).toEqual(before);
});

test("a declared size over the limit is 413 before the body is read", async () => {
  const before = storedFiles();
  const { port, hostname } = new URL(PORTAL_URL);
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request({
      host: hostname,
      port,
      method: "POST",
      path: "/api/admin/upload",
      headers: {
        Authorization: `Bearer ${admin}`,
        "x-user-id": adminId,
        "Content-Type": "multipart/form-data; boundary=x",
        "Content-Length": String(200 * 1024 * 1024),
      },
    });
    request.on("response", (response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      request.destroy();
    });
    request.on("error", reject);
    request.write("--x\r\n");
  });
  expect(status).toBe(413);
  expect(storedFiles()).toEqual(before);
});

test.each(["..%2F..%2Flib%2Fserver%2Fenv.ts", "..%2F.env", "not-ours.pdf", "00000000-0000-4000-8000-000000000000.pdf"])(
  "/uploads/%s is 404",
  async (name) => {
    expect((await call(`/uploads/${name}`)).status).toBe(404);
  },
);

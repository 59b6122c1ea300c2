// On PostgreSQL too: two servers take renders from one queue on one database server.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import type { AdminLibraryItem } from "@/lib/contract/admin-library";
import type { PortalAsset } from "@/lib/contract/assets";
import type { AssetPages } from "@/lib/contract/pages";
import type { RoomPage } from "@/lib/contract/rooms";
import { pollUntil } from "../helpers/poll";
import { damagedPdf, encryptedPdf, pdfWithPages } from "../helpers/pdf-fixtures";
import { call, expectError, login } from "./portal";
import { usersOfThisFile } from "./file-users";
import { startSecondServer, type RunningServer } from "./second-server";
import { createServerDatabase, dropServerDatabase } from "../helpers/server-database.mjs";

/** This file's own users (file-users.ts). */
const { REP, ADMIN } = usersOfThisFile();

/** Must equal CRON_SECRET and PDF_MAX_PAGES in the server environment of global-setup.mjs. */
const CRON_SECRET = "integration-cron-secret";
const MAX_PAGES = 20;

let admin: string;
let adminId: string;
let rep: string;
let rmi: string;

beforeAll(async () => {
  const signedIn = await login(ADMIN);
  admin = signedIn.session.access_token;
  adminId = signedIn.user.id;
  rep = (await login(REP)).session.access_token;
  const brands = (await (await call("/api/brands", { token: rep })).json()) as { id: string; code: string }[];
  rmi = brands.find((b) => b.code === "rmi")!.id;
});

async function upload(name: string, pdf: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(pdf)]), name);
  const response = await call("/api/admin/upload", {
    method: "POST",
    token: admin,
    body: form,
    headers: { "x-user-id": adminId },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

/** What the tests made, deleted again at the end: other files count the library's items. */
const created: { kind: "assets" | "resources"; id: string }[] = [];
afterAll(async () => {
  for (const { kind, id } of created) await call(`/api/admin/${kind}/${id}`, { method: "DELETE", token: admin });
});

async function createItem(kind: "assets" | "resources", url: string, extra: object = {}): Promise<string> {
  const response = await call(`/api/admin/${kind}`, {
    method: "POST",
    token: admin,
    json: {
      title: `Pages ${randomUUID().slice(0, 8)}`,
      type: kind === "assets" ? "pdf" : "document",
      url,
      assignToAllBrands: true,
      // The file's rep's alone: no other file's rep lists it.
      userIds: [REP.id],
      ...extra,
    },
  });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  created.push({ kind, id });
  return id;
}

async function adminPages(kind: "assets" | "resources", id: string): Promise<AssetPages | undefined> {
  const items = (await (await call(`/api/admin/${kind}`, { token: admin })).json()) as AdminLibraryItem[];
  return items.find((item) => item.id === id)?.pages;
}

/** Polls the admin list until the item's pages are no longer pending. */
const settled = (kind: "assets" | "resources", id: string) =>
  pollUntil(
    () => adminPages(kind, id),
    (pages) => pages?.status !== "pending",
    { timeoutMs: 90_000, intervalMs: 250 },
  );

async function repAsset(id: string): Promise<PortalAsset | undefined> {
  const response = await call(`/api/assets?brandId=${rmi}&limit=100`, { token: rep });
  expect(response.status).toBe(200);
  return ((await response.json()) as PortalAsset[]).find((asset) => asset.id === id);
}

test("an uploaded PDF is rendered: ready with its page count, and its cover served to those who see it", async () => {
  const url = await upload("brochure.pdf", pdfWithPages(3));
  const id = await createItem("assets", url);
  expect(await settled("assets", id)).toEqual({ status: "ready", count: 3, reason: null });
  const asset = await repAsset(id);
  expect(asset).toMatchObject({ pages: { status: "ready", count: 3, reason: null } });
  expect(asset!.coverUrl).toMatch(new RegExp(`^/api/assets/${id}/cover\\?v=[0-9a-f]{8}$`));
  const cover = await call(asset!.coverUrl!, { token: rep });
  expect(cover.status).toBe(200);
  expect(cover.headers.get("content-type")).toBe("image/webp");
  expect(cover.headers.get("cache-control")).toBe("private, max-age=86400");
  const bytes = Buffer.from(await cover.arrayBuffer());
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  // Signed out: 401, and no image.
  await expectError(await call(asset!.coverUrl!), 401);
});

test("a room's cover on the rep's list is that of its first asset with ready pages", async () => {
  const outside = await createItem("assets", "https://example.com/rental-terms.pdf");
  const pdf = await createItem("assets", await upload("room-cover.pdf", pdfWithPages(2)));
  expect(await settled("assets", pdf)).toMatchObject({ status: "ready" });
  const created = await call("/api/rooms", {
    method: "POST",
    token: rep,
    json: { recipientName: "Cover Reader", brandId: rmi, assetIds: [outside, pdf] },
  });
  expect(created.status).toBe(201);
  const { id: roomId } = (await created.json()) as { id: string };
  try {
    const { rooms } = (await (await call("/api/rooms?limit=100", { token: rep })).json()) as RoomPage;
    expect(rooms.find((room) => room.id === roomId)?.coverUrl).toBe((await repAsset(pdf))!.coverUrl);
  } finally {
    await call(`/api/rooms/${roomId}`, { method: "DELETE", token: rep });
  }
});

test("a password-protected and a damaged PDF fail with their reasons, in the asset and resource lists", async () => {
  const encrypted = await createItem("assets", await upload("locked.pdf", encryptedPdf()));
  const damaged = await createItem("resources", await upload("broken.pdf", damagedPdf()));
  expect(await settled("assets", encrypted)).toEqual({ status: "failed", count: null, reason: "encrypted" });
  expect(await settled("resources", damaged)).toEqual({ status: "failed", count: null, reason: "damaged" });
  expect(await repAsset(encrypted)).toMatchObject({ pages: { status: "failed", reason: "encrypted" }, coverUrl: null });
  await expectError(await call(`/api/assets/${encrypted}/cover`, { token: rep }), 404, "This asset has no cover yet.");
});

test(`a PDF of more than PDF_MAX_PAGES (${MAX_PAGES}) pages is too_many_pages; its upload and asset stay`, async () => {
  const url = await upload("catalogue.pdf", pdfWithPages(MAX_PAGES + 1));
  const id = await createItem("assets", url);
  expect(await settled("assets", id)).toEqual({ status: "failed", count: null, reason: "too_many_pages" });
  expect((await call(url)).status).toBe(200);
  expect(await repAsset(id)).toMatchObject({ url, type: "PDF" });
});

test("a PDF at an outside URL, and a file that is not a PDF, have no pages and no cover", async () => {
  const outside = await createItem("assets", "https://example.com/brochure.pdf");
  expect(await adminPages("assets", outside)).toBeNull();
  expect(await repAsset(outside)).toMatchObject({ pages: null, coverUrl: null });
  await expectError(await call(`/api/assets/${outside}/cover`, { token: rep }), 404, "This asset has no cover yet.");
});

test("a rep gets the same 404 for the cover of an asset they cannot see as for an unknown or odd id", async () => {
  const hidden = await createItem("assets", await upload("private.pdf", pdfWithPages(1)), {
    assignToAllBrands: false,
    brandIds: [rmi],
    userIds: [adminId],
  });
  expect(await settled("assets", hidden)).toMatchObject({ status: "ready" });
  const asAdmin = await call(`/api/assets/${hidden}/cover`, { token: admin });
  expect(asAdmin.status).toBe(200);
  for (const id of [hidden, randomUUID(), "not-a-uuid"])
    await expectError(await call(`/api/assets/${id}/cover`, { token: rep }), 404, "Asset not found.");
  // Deleted: gone for everyone.
  expect((await call(`/api/admin/assets/${hidden}`, { method: "DELETE", token: admin })).status).toBe(204);
  await expectError(await call(`/api/assets/${hidden}/cover`, { token: admin }), 404, "Asset not found.");
});

test("the cron route renders only for the scheduler's bearer secret", async () => {
  for (const authorization of [
    undefined,
    "Bearer wrong-secret-of-enough-length",
    `Bearer ${CRON_SECRET}x`,
    CRON_SECRET,
    `bearer ${CRON_SECRET}`,
    `Basic ${Buffer.from(`x:${CRON_SECRET}`).toString("base64")}`,
  ]) {
    const response = await call("/api/cron/pages", { headers: authorization ? { authorization } : {} });
    await expectError(response, 401, "This route is for the scheduler: send its secret as a bearer token.");
  }
  const ran = await call("/api/cron/pages", { headers: { authorization: `Bearer ${CRON_SECRET}` } });
  expect(ran.status).toBe(200);
  expect(await ran.json()).toEqual({
    ready: expect.any(Number),
    failed: expect.any(Number),
    retried: expect.any(Number),
  });
  expect((await call("/api/cron/pages", { method: "POST" })).status).toBe(405);
});

if (process.env.PORTAL_TARGET === "postgres") {
  test("two servers on one PostgreSQL database render each queued file exactly once", async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? "";
    const database = await createServerDatabase(serverUrl, "portal_pages");
    // One storage for both, as hosted storage is: stored PDFs waiting from before the renderer.
    const shared = fs.mkdtempSync(path.join(os.tmpdir(), "portal-pages-"));
    const names = Array.from({ length: 6 }, () => `${randomUUID()}.pdf`);
    fs.mkdirSync(path.join(shared, "uploads"));
    for (const name of names) fs.writeFileSync(path.join(shared, "uploads", name), pdfWithPages(4));
    const servers: RunningServer[] = [];
    const client = new pg.Client({ connectionString: database.url });
    try {
      // The first server migrates; the files are queued after its start-up run found none.
      const env = { DATABASE_URL: database.url, CRON_SECRET };
      servers.push(await startSecondServer(env, shared));
      await client.connect();
      // The server answers static files before its start-up has migrated the database.
      const migrated = await pollUntil(
        async () => (await client.query<{ t: string | null }>("select to_regclass('pdf_renders') as t")).rows[0]?.t,
        (table) => Boolean(table),
        { timeoutMs: 60_000, intervalMs: 250 },
      );
      expect(migrated).toBe("pdf_renders");
      await client.query(`insert into pdf_renders (file_name) select unnest($1::text[])`, [names]);
      // The second starts (its start-up run takes due files at once) while the first's light loop
      // takes them too: two instances taking from one table at the same time.
      servers.push(await startSecondServer(env, shared));
      const rows = await pollUntil(
        async () =>
          (
            await client.query<{ status: string; attempts: number; page_count: number }>(
              "select status, attempts, page_count from pdf_renders",
            )
          ).rows,
        (all) => all.length === names.length && all.every((row) => row.status !== "pending"),
        { timeoutMs: 120_000, intervalMs: 500 },
      );
      expect(rows).toEqual(names.map(() => ({ status: "ready", attempts: 1, page_count: 4 })));
      const pageRows = await client.query<{ n: string }>("select count(*) as n from pdf_pages");
      expect(Number(pageRows.rows[0]!.n)).toBe(names.length * 4);
    } finally {
      await client.end().catch(() => undefined);
      // Each stop removes the shared folder; the second finds it gone.
      for (const server of servers) await server.stop();
      fs.rmSync(shared, { recursive: true, force: true });
      await dropServerDatabase(serverUrl, database.name);
    }
  }, 240_000);
}

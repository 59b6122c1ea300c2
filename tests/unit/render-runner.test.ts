import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "@/lib/server/platform/db/client";
import { parseServerEnv } from "@/lib/server/platform/env";
import { pdfRenders } from "@/lib/server/platform/db/schema";
import { localDiskStore, storeUpload, uploadsDir } from "@/lib/server/platform/storage/local-disk";
import { pageImageKey } from "@/lib/server/platform/storage/page-image-key";
import { queueRender } from "@/lib/server/pages/render-queue";
import { readyPageSizes } from "@/lib/server/pages/rendered-pages";
import { runDueRenders } from "@/lib/server/pages/render-runner";
import { damagedPdf, encryptedPdf, pdfWithPages } from "../helpers/pdf-fixtures";
import { createTestDatabase } from "../helpers/test-database";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "render-runner-"));
const env = { ...parseServerEnv({ DATA_DIR: dataDir }), PDF_MAX_PAGES: 4 };
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function stored(pdf: Uint8Array | undefined): Promise<string> {
  const name = `${randomUUID()}.pdf`;
  if (pdf) await storeUpload(uploadsDir(dataDir), name, new Blob([new Uint8Array(pdf)]).stream());
  await queueRender(database.db, name);
  return name;
}
const row = async (fileName: string) =>
  (await database.db.select().from(pdfRenders).where(eq(pdfRenders.fileName, fileName)))[0];

test("every page is stored at 800 and 1600 px as WebP and the file is ready with its page sizes", async () => {
  const name = await stored(pdfWithPages(3));
  expect(await runDueRenders({ db: database.db, env })).toEqual({ ready: 1, failed: 0, retried: 0 });
  expect(await row(name)).toMatchObject({ status: "ready", pageCount: 3, attempts: 1 });
  expect(await readyPageSizes(database.db, name)).toEqual(
    [1, 2, 3].map((page) => ({ page, width: 1600, height: 2264 })),
  );
  const store = localDiskStore(dataDir);
  for (const page of [1, 3])
    for (const width of [800, 1600]) {
      const bytes = await store.readPageImage(pageImageKey(name, page, width));
      const meta = await sharp(bytes!).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height: Math.round((2264 * width) / 1600) });
    }
  // The drawing is there: the page's coloured box is not white paper.
  const wide = await store.readPageImage(pageImageKey(name, 1, 800));
  const box = await sharp(wide!).extract({ left: 200, top: 150, width: 50, height: 50 }).raw().toBuffer();
  const mean = box.reduce((sum, value) => sum + value, 0) / box.length;
  expect(mean).toBeLessThan(200);
}, 120_000);

test("a password-protected, a damaged, a too-long and a missing PDF fail at once with their reasons", async () => {
  const encrypted = await stored(encryptedPdf());
  const damaged = await stored(damagedPdf());
  const tooLong = await stored(pdfWithPages(5));
  const missing = await stored(undefined);
  expect(await runDueRenders({ db: database.db, env })).toEqual({ ready: 0, failed: 4, retried: 0 });
  expect(await row(encrypted)).toMatchObject({ status: "failed", reason: "encrypted", attempts: 1 });
  expect(await row(damaged)).toMatchObject({ status: "failed", reason: "damaged" });
  expect(await row(tooLong)).toMatchObject({ status: "failed", reason: "too_many_pages" });
  expect(await row(missing)).toMatchObject({ status: "failed", reason: "damaged" });
  expect(await localDiskStore(dataDir).readPageImage(pageImageKey(tooLong, 1, 800))).toBeUndefined();
}, 120_000);

test("a file whose storage fails is tried again later, not given up", async () => {
  const name = await stored(pdfWithPages(1));
  // The page images' folder is a file: every save fails, as a full or read-only disk would.
  fs.rmSync(path.join(dataDir, "pages"), { recursive: true, force: true });
  fs.writeFileSync(path.join(dataDir, "pages"), "");
  try {
    expect(await runDueRenders({ db: database.db, env })).toEqual({ ready: 0, failed: 0, retried: 1 });
  } finally {
    fs.rmSync(path.join(dataDir, "pages"));
  }
  const after = await row(name);
  expect(after).toMatchObject({ status: "pending", attempts: 1, lockedAt: null });
  expect(after!.lastError).toMatch(/ENOTDIR|EEXIST|not a directory/i);
  expect(after!.runAt.getTime()).toBeGreaterThan(Date.now());
}, 120_000);

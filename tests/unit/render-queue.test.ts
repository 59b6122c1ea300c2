import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/server/platform/db/client";
import { pdfPages, pdfRenders } from "@/lib/server/platform/db/schema";
import {
  completeRender,
  failRender,
  MAX_RENDER_TRIES,
  queueRender,
  queueStoredPdfs,
  RENDER_LOCK_MS,
  retryDelayMs,
  retryRender,
  takeRender,
} from "@/lib/server/pages/render-queue";
import { pagesOfUrls } from "@/lib/server/pages/rendered-pages";
import { addAsset, addResource } from "../helpers/library-fixtures";
import { createTestDatabase } from "../helpers/test-database";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.db.delete(pdfRenders));

const pdfName = () => `${randomUUID()}.pdf`;
const row = async (fileName: string) =>
  (await database.db.select().from(pdfRenders).where(eq(pdfRenders.fileName, fileName)))[0];
// Jobs are queued at the database's clock; the tests' clock starts an hour after it, so every queued
// job is due at T0 whatever the day the tests run.
const T0 = new Date(Date.now() + 60 * 60_000);
const later = (ms: number) => new Date(T0.getTime() + ms);

test("a queued file is taken once, marked ready with its pages, and shown as ready with its count", async () => {
  const { db } = database;
  const name = pdfName();
  await queueRender(db, name);
  await queueRender(db, name); // queued again: still one row, untouched
  const job = await takeRender(db, T0);
  expect(job).toMatchObject({ fileName: name, attempts: 1 });
  expect(await takeRender(db, later(1000))).toBeUndefined(); // held by the first taker
  const sizes = [
    { page: 1, width: 1600, height: 2263 },
    { page: 2, width: 1600, height: 1131 },
  ];
  expect(await completeRender(db, job!, sizes)).toBe(true);
  expect(await row(name)).toMatchObject({ status: "ready", pageCount: 2, lockedAt: null, reason: null });
  const pages = await db.select().from(pdfPages).where(eq(pdfPages.fileName, name));
  expect(pages.map(({ page, width, height }) => ({ page, width, height }))).toEqual(sizes);
  const url = `/uploads/${name}`;
  expect((await pagesOfUrls(db, [url])).get(url)).toEqual({ status: "ready", count: 2, reason: null });
  expect(await takeRender(db, later(RENDER_LOCK_MS * 2))).toBeUndefined(); // a ready file is never taken again
});

test("a lasting reason fails the file at once, and the admin reads that reason", async () => {
  const { db } = database;
  const name = pdfName();
  await queueRender(db, name);
  const job = await takeRender(db, T0);
  await failRender(db, job!, "encrypted", "PasswordException");
  expect(await row(name)).toMatchObject({ status: "failed", reason: "encrypted", attempts: 1 });
  const url = `/uploads/${name}`;
  expect((await pagesOfUrls(db, [url])).get(url)).toEqual({ status: "failed", count: null, reason: "encrypted" });
  expect(await takeRender(db, later(RENDER_LOCK_MS * 2))).toBeUndefined();
});

test("a failed try waits its backoff, and the third failed try gives the file up as render_error", async () => {
  const { db } = database;
  const name = pdfName();
  await queueRender(db, name);
  let now = T0;
  for (let attempt = 1; attempt < MAX_RENDER_TRIES; attempt++) {
    const job = await takeRender(db, now);
    expect(job).toMatchObject({ fileName: name, attempts: attempt });
    await retryRender(db, job!, `disk full ${attempt}`, now);
    expect(await row(name)).toMatchObject({ status: "pending", lockedAt: null, lastError: `disk full ${attempt}` });
    // Not due before its wait is over, due right after.
    expect(await takeRender(db, new Date(now.getTime() + retryDelayMs(attempt) - 1000))).toBeUndefined();
    now = new Date(now.getTime() + retryDelayMs(attempt));
  }
  const last = await takeRender(db, now);
  expect(last).toMatchObject({ attempts: MAX_RENDER_TRIES });
  await retryRender(db, last!, "disk full again", now);
  expect(await row(name)).toMatchObject({ status: "failed", reason: "render_error", lastError: "disk full again" });
  expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
});

test("a stale lock is taken over, and the instance that lost it can no longer finish or fail the file", async () => {
  const { db } = database;
  const name = pdfName();
  await queueRender(db, name);
  const dead = await takeRender(db, T0);
  expect(await takeRender(db, later(RENDER_LOCK_MS - 1000))).toBeUndefined(); // still fresh
  const heir = await takeRender(db, later(RENDER_LOCK_MS + 1000));
  expect(heir).toMatchObject({ fileName: name, attempts: 2 });
  expect(await completeRender(db, dead!, [{ page: 1, width: 1600, height: 900 }])).toBe(false);
  await failRender(db, dead!, "damaged");
  await retryRender(db, dead!, "late", later(RENDER_LOCK_MS + 2000));
  expect(await row(name)).toMatchObject({ status: "pending", reason: null, attempts: 2 });
  expect(await completeRender(db, heir!, [{ page: 1, width: 1600, height: 900 }])).toBe(true);
  expect(await row(name)).toMatchObject({ status: "ready", pageCount: 1 });
});

test("two takers at once never take the same file", async () => {
  const { db } = database;
  const names = [pdfName(), pdfName(), pdfName()];
  for (const name of names) await queueRender(db, name);
  const jobs = await Promise.all(Array.from({ length: 5 }, () => takeRender(db, T0)));
  const taken = jobs.filter((job) => job !== undefined).map((job) => job.fileName);
  expect(taken.sort()).toEqual([...names].sort());
});

test("stored PDFs of assets and resources without a job are queued once; other URLs are not", async () => {
  const { db } = database;
  const [assetPdf, resourcePdf, done] = [pdfName(), pdfName(), pdfName()];
  await addAsset(db, { title: "Brochure", url: `/uploads/${assetPdf}`, type: "pdf" });
  await addAsset(db, { title: "Outside", url: "https://example.com/a.pdf", type: "pdf" });
  await addAsset(db, { title: "Picture", url: `/uploads/${randomUUID()}.png`, type: "image" });
  await addResource(db, { title: "Price list", url: `/uploads/${resourcePdf}`, type: "pdf" });
  await addResource(db, { title: "Done", url: `/uploads/${done}`, type: "pdf" });
  await queueRender(db, done);
  const job = await takeRender(db, T0);
  await completeRender(db, job!, [{ page: 1, width: 1600, height: 900 }]);
  expect(await queueStoredPdfs(db)).toBe(2);
  expect(await queueStoredPdfs(db)).toBe(0);
  const rows = await db.select().from(pdfRenders);
  expect(rows.map((r) => r.fileName).sort()).toEqual([assetPdf, resourcePdf, done].sort());
  expect(await row(done)).toMatchObject({ status: "ready" });
});

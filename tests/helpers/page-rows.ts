import { randomUUID } from "node:crypto";
import type { Db } from "@/lib/server/platform/db/client";
import { pdfPages, pdfRenders, roomPageViews, sharePageViews } from "@/lib/server/platform/db/schema";
import { addAsset } from "./library-fixtures";

/** An asset whose file is a PDF stored by the portal, rendered to `pages` pages (A4 at 800 px). */
export async function addReadyPdf(db: Db, o: { title: string; pages: number; userIds?: string[] }): Promise<string> {
  const fileName = `${randomUUID()}.pdf`;
  await db.insert(pdfRenders).values({ fileName, status: "ready", pageCount: o.pages });
  await db
    .insert(pdfPages)
    .values(Array.from({ length: o.pages }, (_, i) => ({ fileName, page: i + 1, width: 800, height: 1131 })));
  return addAsset(db, {
    title: o.title,
    type: "pdf",
    url: `/uploads/${fileName}`,
    allBrands: true,
    userIds: o.userIds,
  });
}

/** A stored PDF whose render is still pending (no page count yet). */
export async function addPendingPdf(db: Db, title: string): Promise<string> {
  const fileName = `${randomUUID()}.pdf`;
  await db.insert(pdfRenders).values({ fileName });
  return addAsset(db, { title, type: "pdf", url: `/uploads/${fileName}`, allBrands: true });
}

/** Seconds per page (page number to seconds) one room visit spent on one asset. */
export async function insertRoomPageViews(
  db: Db,
  visitId: number,
  assetId: string,
  seconds: Record<number, number>,
): Promise<void> {
  await db
    .insert(roomPageViews)
    .values(Object.entries(seconds).map(([page, s]) => ({ visitId, assetId, page: Number(page), seconds: s })));
}

/** Seconds per page one share open spent. */
export async function insertSharePageViews(db: Db, openId: number, seconds: Record<number, number>): Promise<void> {
  await db
    .insert(sharePageViews)
    .values(Object.entries(seconds).map(([page, s]) => ({ openId, page: Number(page), seconds: s })));
}

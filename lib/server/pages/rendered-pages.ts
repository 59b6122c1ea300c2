import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AssetPages, PageRenderReason, PageRenderStatus } from "@/lib/contract/pages";
import type { Db } from "@/lib/server/platform/db/client";
import { pdfPages, pdfRenders } from "@/lib/server/platform/db/schema";

const STORED_PDF = /^\/uploads\/([0-9a-f-]{36}\.pdf)$/;

/** The stored file name behind an asset's URL when it is a PDF stored by the portal, else undefined. */
export function storedPdfName(url: string): string | undefined {
  return STORED_PDF.exec(url)?.[1];
}

/**
 * Each URL's `pages` (docs/pages.md): null for anything that is not a PDF stored by the portal; a
 * stored PDF without a job row yet (queued at the next start-up) is pending.
 */
export async function pagesOfUrls(db: Db, urls: readonly string[]): Promise<Map<string, AssetPages>> {
  const names = [...new Set(urls.map(storedPdfName).filter((name): name is string => name !== undefined))];
  const rows = names.length
    ? await db
        .select({
          fileName: pdfRenders.fileName,
          status: pdfRenders.status,
          count: pdfRenders.pageCount,
          reason: pdfRenders.reason,
        })
        .from(pdfRenders)
        .where(inArray(pdfRenders.fileName, names))
    : [];
  const byName = new Map(rows.map((row) => [row.fileName, row]));
  return new Map(
    urls.map((url) => {
      const name = storedPdfName(url);
      if (!name) return [url, null];
      const row = byName.get(name);
      return [
        url,
        row
          ? {
              status: row.status as PageRenderStatus,
              count: row.status === "ready" ? row.count : null,
              reason: row.status === "failed" ? (row.reason as PageRenderReason) : null,
            }
          : { status: "pending", count: null, reason: null },
      ];
    }),
  );
}

export interface PageSize {
  page: number;
  width: number;
  height: number;
}

/** The pages of a ready PDF in order, with their pixel sizes; undefined while it is not ready. */
export async function readyPageSizes(db: Db, fileName: string): Promise<PageSize[] | undefined> {
  const [render] = await db
    .select({ status: pdfRenders.status })
    .from(pdfRenders)
    .where(eq(pdfRenders.fileName, fileName));
  if (render?.status !== "ready") return undefined;
  return db
    .select({ page: pdfPages.page, width: pdfPages.width, height: pdfPages.height })
    .from(pdfPages)
    .where(eq(pdfPages.fileName, fileName))
    .orderBy(asc(pdfPages.page));
}

/** The pages of each ready PDF among `fileNames`, in order with their sizes; a file not ready is absent. */
export async function readyPageSizesOf(db: Db, fileNames: readonly string[]): Promise<Map<string, PageSize[]>> {
  const names = [...new Set(fileNames)];
  if (!names.length) return new Map();
  const rows = await db
    .select({ fileName: pdfPages.fileName, page: pdfPages.page, width: pdfPages.width, height: pdfPages.height })
    .from(pdfPages)
    .innerJoin(pdfRenders, eq(pdfRenders.fileName, pdfPages.fileName))
    .where(and(inArray(pdfPages.fileName, names), eq(pdfRenders.status, "ready")))
    .orderBy(asc(pdfPages.fileName), asc(pdfPages.page));
  const byName = new Map<string, PageSize[]>();
  for (const { fileName, ...size } of rows) byName.set(fileName, [...(byName.get(fileName) ?? []), size]);
  return byName;
}

/** The page count of each ready PDF among `fileNames`; a file not ready is absent. */
export async function readyPageCounts(db: Db, fileNames: readonly string[]): Promise<Map<string, number>> {
  const names = [...new Set(fileNames)];
  if (!names.length) return new Map();
  const rows = await db
    .select({ fileName: pdfRenders.fileName, count: pdfRenders.pageCount })
    .from(pdfRenders)
    .where(and(inArray(pdfRenders.fileName, names), eq(pdfRenders.status, "ready")));
  return new Map(rows.map((row) => [row.fileName, row.count ?? 0]));
}

/** Whether `page` is a page of the ready PDF `fileName`: one indexed look-up per page image served. */
export async function isReadyPage(db: Db, fileName: string, page: number): Promise<boolean> {
  const [row] = await db
    .select({ page: pdfPages.page })
    .from(pdfPages)
    .innerJoin(pdfRenders, eq(pdfRenders.fileName, pdfPages.fileName))
    .where(and(eq(pdfPages.fileName, fileName), eq(pdfPages.page, page), eq(pdfRenders.status, "ready")));
  return row !== undefined;
}

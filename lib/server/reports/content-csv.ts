import "server-only";
import { CONTENT_PAGE_MAX, type ContentListQuery } from "@/lib/contract/content-scorecard";
import type { Db } from "@/lib/server/platform/db/client";
import { assertBrandExists } from "@/lib/server/library/visibility";
import { csvResponse, type CsvValue } from "./csv";
import { contentScorecard } from "./content-scorecard-report";
import { exportFilename } from "./export-filename";

/** The Content list's columns, as GET /api/admin/content names them, in snake case. */
export const CONTENT_HEADER = [
  "asset_id",
  "title",
  "type",
  "reps",
  "shares",
  "rooms",
  "human_opens",
  "visitors",
  "median_read_percent",
  "downloads",
  "quote_credits",
  "last_shared_at",
];

/** Every row of the list as asked (period, brand, search, sort), page by page. */
async function* contentCsv(db: Db, query: ContentListQuery): AsyncGenerator<CsvValue[][]> {
  let cursor: string | undefined = undefined;
  do {
    const page = await contentScorecard(db, { ...query, cursor, limit: CONTENT_PAGE_MAX });
    yield page.assets.map((r) => [
      r.assetId,
      r.title,
      r.type,
      r.reps,
      r.shares,
      r.rooms,
      r.humanOpens,
      r.visitors,
      r.medianReadPercent,
      r.downloads,
      r.quoteCredits,
      r.lastSharedAt,
    ]);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** GET /api/admin/exports/content: a bad brand is a 400 before the first byte of the file. */
export async function contentCsvResponse(db: Db, query: ContentListQuery): Promise<Response> {
  if (query.brandId) await assertBrandExists(db, query.brandId);
  return csvResponse(exportFilename("content"), CONTENT_HEADER, contentCsv(db, query));
}

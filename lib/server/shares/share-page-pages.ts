import "server-only";
import { readyPageSizesOf, storedPdfName } from "@/lib/server/pages/rendered-pages";
import type { Db } from "@/lib/server/platform/db/client";
import type { ServerEnv } from "@/lib/server/platform/env";
import { publicOriginIfKnown } from "@/lib/server/platform/request/public-origin";
import type { SharePage } from "./share-page-content";
import { sharePageImagePath } from "./share-page-document";

/**
 * The share page with its PDF's pages when the PDF stored by the portal is ready (docs/pages.md),
 * and the site's origin for the link preview; unchanged otherwise (the viewer shows the file).
 */
export async function withSharePages(
  db: Db,
  env: ServerEnv,
  request: Request,
  shareSlug: string,
  page: SharePage,
): Promise<SharePage> {
  const fileName = page.url ? storedPdfName(page.url) : undefined;
  const sizes = fileName ? (await readyPageSizesOf(db, [fileName])).get(fileName) : undefined;
  if (!sizes?.length) return page;
  const path = (n: number, width: number) => sharePageImagePath(shareSlug, n, width);
  return { ...page, pages: { sizes, path }, origin: publicOriginIfKnown(request, env) };
}

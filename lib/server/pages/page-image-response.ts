import "server-only";
import { PAGE_IMAGE_WIDTHS, type PageImageWidth } from "@/lib/contract/pages";
import type { Db } from "@/lib/server/platform/db/client";
import type { ServerEnv } from "@/lib/server/platform/env";
import { pageImageKey } from "@/lib/server/platform/storage/page-image-key";
import { uploadStore } from "@/lib/server/platform/storage/upload-store";
import { isReadyPage } from "./rendered-pages";

/** A page number as a URL writes it: 1 to 9999, no sign, no leading zero. */
const PAGE = /^[1-9]\d{0,3}$/;

/** The page and width a page image URL names, or undefined when it names none that can exist. */
export function pageImageRequest(
  pageText: string,
  widthText: string,
): { page: number; width: PageImageWidth } | undefined {
  const width = PAGE_IMAGE_WIDTHS.find((w) => String(w) === widthText);
  return PAGE.test(pageText) && width ? { page: Number(pageText), width } : undefined;
}

/**
 * How long a browser keeps a page image: an hour, in its own cache only (`private`). A stored file
 * never changes (a new version is a new file), so the hour only bounds how long pages this browser
 * has already fetched outlive a revoked room; no shared cache ever holds them, and every new fetch
 * asks the room again.
 */
export const PAGE_IMAGE_CACHE = "private, max-age=3600";

/**
 * One page image of the ready PDF stored as `fileName`, as GET or HEAD answers it (WebP, cached by
 * the browser for an hour), or undefined when it is not a page of a ready render or its bytes are not
 * in storage (the caller answers its page's 404).
 */
export async function pageImageResponse(
  db: Db,
  env: ServerEnv,
  fileName: string,
  { page, width }: { page: number; width: PageImageWidth },
  withBody: boolean,
): Promise<Response | undefined> {
  if (!(await isReadyPage(db, fileName, page))) return undefined;
  const bytes = await uploadStore(env).readPageImage(pageImageKey(fileName, page, width));
  if (!bytes) return undefined;
  return new Response(withBody ? Buffer.from(bytes) : null, {
    status: 200,
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": PAGE_IMAGE_CACHE,
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

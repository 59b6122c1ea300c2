import "server-only";
import { PAGE_IMAGE_WIDTHS, type PageImageWidth } from "@/lib/contract/pages";
import type { Db } from "@/lib/server/platform/db/client";
import type { ServerEnv } from "@/lib/server/platform/env";
import { pageImageKey } from "@/lib/server/platform/storage/page-image-key";
import { uploadStore } from "@/lib/server/platform/storage/upload-store";
import { isReadyPage } from "./rendered-pages";

/** A page number as a URL writes it: 1 to 9999, no sign, no leading zero. */
const PAGE = /^[1-9]\d{0,3}$/;

/**
 * The link preview's rendition: the phone width as JPEG, for the unfurlers that take no WebP
 * (LinkedIn's, and WhatsApp's on older phones). Made from the stored WebP when asked for.
 */
export const PREVIEW_SUFFIX = ".jpg";
const PREVIEW_WIDTH: PageImageWidth = 800;

export interface PageImageWanted {
  page: number;
  width: PageImageWidth;
  jpeg: boolean;
}

/** The page and width a page image URL names, or undefined when it names none that can exist. */
export function pageImageRequest(pageText: string, widthText: string): PageImageWanted | undefined {
  if (widthText === `${PREVIEW_WIDTH}${PREVIEW_SUFFIX}`)
    return PAGE.test(pageText) ? { page: Number(pageText), width: PREVIEW_WIDTH, jpeg: true } : undefined;
  const width = PAGE_IMAGE_WIDTHS.find((w) => String(w) === widthText);
  return PAGE.test(pageText) && width ? { page: Number(pageText), width, jpeg: false } : undefined;
}

/** The stored WebP re-encoded as JPEG, or undefined when the stored bytes are no image. */
async function asJpeg(webp: Uint8Array): Promise<Uint8Array | undefined> {
  try {
    // Loaded on a preview's first fetch only: the pages' routes and the share page, which import
    // this module, do not pay for libvips at a cold start.
    const { default: sharp } = await import("sharp");
    return new Uint8Array(await sharp(webp).jpeg({ quality: 80 }).toBuffer());
  } catch {
    return undefined;
  }
}

/**
 * How long a browser keeps a page image: an hour, in its own cache only (`private`). A stored file
 * never changes (a new version is a new file), so the hour only bounds how long pages this browser
 * has already fetched outlive a revoked room; no shared cache ever holds them, and every new fetch
 * asks the room again.
 */
export const PAGE_IMAGE_CACHE = "private, max-age=3600";

/**
 * One page image of the ready PDF stored as `fileName`, as GET or HEAD answers it (WebP, or the
 * preview's JPEG; cached by the browser for an hour), or undefined when it is not a page of a ready
 * render or its bytes are not in storage (the caller answers its page's 404).
 */
export async function pageImageResponse(
  db: Db,
  env: ServerEnv,
  fileName: string,
  { page, width, jpeg }: PageImageWanted,
  withBody: boolean,
): Promise<Response | undefined> {
  if (!(await isReadyPage(db, fileName, page))) return undefined;
  const stored = await uploadStore(env).readPageImage(pageImageKey(fileName, page, width));
  const bytes = stored && jpeg ? await asJpeg(stored) : stored;
  if (!bytes) return undefined;
  return new Response(withBody ? Buffer.from(bytes) : null, {
    status: 200,
    headers: {
      "Content-Type": jpeg ? "image/jpeg" : "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": PAGE_IMAGE_CACHE,
      "X-Content-Type-Options": "nosniff",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}

import "server-only";
import type { Db } from "@/lib/server/platform/db/client";
import { isOwnImage } from "@/lib/server/library/asset-cover";
import { PREVIEW_SUFFIX } from "@/lib/server/pages/page-image-response";
import { pagesOfUrls } from "@/lib/server/pages/rendered-pages";
import { roomPageImagePath } from "./room-page-document";
import { roomAssetsInOrder } from "./room-page";

/** One item of a customer e-mail: its title and, when it has one, a cover a mail program can load. */
export interface EmailItem {
  title: string;
  coverUrl: string | null;
}

/** E-mail covers are shown at most this wide; the stored 800 px page keeps them sharp on a phone. */
const COVER_WIDTH = 800;

/**
 * The room's live assets in order, for its e-mail: a ready PDF's cover is its first page as JPEG on the
 * room's own public path (mail programs show no WebP), an image on the portal's origin is its own cover
 * (`docs/pages.md#covers`). Neither address counts as a visit, so a mail program loading the images
 * never shows as the customer.
 */
export async function roomEmailItems(
  db: Db,
  room: { id: string; slug: string },
  siteOrigin: string,
): Promise<EmailItem[]> {
  const shown = await roomAssetsInOrder(db, room.id);
  const urls = shown.map((asset) => asset.url ?? "");
  const pages = await pagesOfUrls(db, urls);
  return shown.map((asset, index) => {
    const url = urls[index]!;
    const cover =
      pages.get(url)?.status === "ready"
        ? `${roomPageImagePath(room.slug, asset.position, 1, COVER_WIDTH)}${PREVIEW_SUFFIX}`
        : isOwnImage(url)
          ? url
          : null;
    return { title: asset.title, coverUrl: cover && `${siteOrigin}${cover}` };
  });
}

import "server-only";
import { readyPageSizesOf, storedPdfName } from "@/lib/server/pages/rendered-pages";
import type { Db } from "@/lib/server/platform/db/client";
import type { ServerEnv } from "@/lib/server/platform/env";
import { publicOriginIfKnown } from "@/lib/server/platform/request/public-origin";
import type { RoomPage } from "./room-page";
import { roomPageImagePath, type ShownRoomPage } from "./room-page-document";

/**
 * The room page with each ready PDF's pages (one query for all its assets; docs/pages.md) and the
 * site's origin for the link preview; an asset whose PDF is not ready keeps the viewer.
 */
export async function withRoomPages(
  db: Db,
  env: ServerEnv,
  request: Request,
  slug: string,
  page: RoomPage,
): Promise<ShownRoomPage> {
  const names = page.assets.map((asset) => (asset.url ? storedPdfName(asset.url) : undefined));
  const ready = await readyPageSizesOf(
    db,
    names.filter((name): name is string => name !== undefined),
  );
  if (!ready.size) return page;
  return {
    ...page,
    origin: publicOriginIfKnown(request, env),
    assets: page.assets.map((asset, i) => {
      const sizes = ready.get(names[i] ?? "");
      if (!sizes?.length) return asset;
      return { ...asset, pages: { sizes, path: (n, width) => roomPageImagePath(slug, asset.position, n, width) } };
    }),
  };
}

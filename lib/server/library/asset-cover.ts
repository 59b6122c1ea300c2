import "server-only";
import { and, eq } from "drizzle-orm";
import type { AssetPages } from "@/lib/contract/pages";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, pdfRenders } from "@/lib/server/platform/db/schema";
import { notFound } from "@/lib/server/platform/http-errors";
import { idOr404 } from "@/lib/server/platform/row-id";
import { pageImageKey } from "@/lib/server/platform/storage/page-image-key";
import { uploadStore } from "@/lib/server/platform/storage/upload-store";
import type { Actor } from "@/lib/server/auth/profiles";
import { assetScope, visibleLibraryItem } from "./visibility";
import { storedPdfName } from "@/lib/server/pages/rendered-pages";

/**
 * An image on the portal's own origin (an upload, a demo sample) is its own cover. One elsewhere is
 * not: a card would have the rep's browser fetch it from a host the portal does not control.
 */
const OWN_IMAGE = /^\/(?!\/)[^?#\\]*\.(?:png|jpe?g|gif|webp|avif|svg)$/i;

export const isOwnImage = (url: string) => OWN_IMAGE.test(url);

/**
 * The asset's cover, or null: a stored PDF's first page (GET /api/assets/{id}/cover) once its pages
 * are ready, or an image of the portal's own origin itself. The file's name is in it, so a replaced
 * file's cover is a new URL and a cached one is never shown for it.
 */
export function assetCoverUrl(assetId: string, url: string, pages: AssetPages): string | null {
  if (isOwnImage(url)) return url;
  const name = storedPdfName(url);
  return name && pages?.status === "ready" ? `/api/assets/${assetId}/cover?v=${name.slice(0, 8)}` : null;
}

/** The cover is the first page at the phone width: a card shows it at most ~400 CSS px wide. */
const COVER_WIDTH = 800;

const noCover = () => notFound("This asset has no cover yet.", "cover_not_found");

/**
 * GET /api/assets/{id}/cover: the first page of a stored PDF whose pages are ready, for a signed-in
 * user who can see the asset under any brand (docs/rules.md#visibility); anyone else gets the same
 * 404 as for an unknown id. Its URL carries the file's name, so a browser may keep it a day.
 */
export async function assetCover(
  { db, env }: { db: Db; env: Parameters<typeof uploadStore>[0] },
  actor: Actor,
  rawId: unknown,
): Promise<Response> {
  const id = idOr404(rawId, "Asset not found.", "asset_not_found");
  const [asset] = await db
    .select({ url: assets.url })
    .from(assets)
    .where(and(eq(assets.id, id), visibleLibraryItem(assetScope, actor)));
  if (!asset) throw notFound("Asset not found.", "asset_not_found");
  const name = storedPdfName(asset.url);
  const [render] = name
    ? await db.select({ status: pdfRenders.status }).from(pdfRenders).where(eq(pdfRenders.fileName, name))
    : [];
  if (!name || render?.status !== "ready") throw noCover();
  const bytes = await uploadStore(env).readPageImage(pageImageKey(name, 1, COVER_WIDTH));
  if (!bytes) throw noCover();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "private, max-age=86400",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, pdfRenders } from "@/lib/server/platform/db/schema";
import { notFound } from "@/lib/server/platform/http-errors";
import { idOr404 } from "@/lib/server/platform/row-id";
import { pageImageKey } from "@/lib/server/platform/storage/page-image-key";
import { uploadStore } from "@/lib/server/platform/storage/upload-store";
import type { Actor } from "@/lib/server/auth/profiles";
import { assetScope, visibleLibraryItem } from "./visibility";
import { storedPdfName } from "@/lib/server/pages/rendered-pages";

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

import "server-only";
import { and, eq } from "drizzle-orm";
import type { NextRequest } from "next/server";
import { floodResponse } from "@/lib/server/engagement/flood-response";
import type { Hits } from "@/lib/server/engagement/hit-services";
import { recordHit } from "@/lib/server/engagement/record-hit";
import type { Db } from "@/lib/server/platform/db/client";
import { assets } from "@/lib/server/platform/db/schema";
import { HttpError } from "@/lib/server/platform/http-errors";
import { findProfile } from "@/lib/server/auth/profiles";
import { shareLinkInBrand } from "./share-links";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A request a page makes for itself (a video's next range, an embed) rather than a person opening the
 * link: counting it would turn one play into dozens of opens.
 */
const isSubresource = (headers: Headers) => {
  const dest = headers.get("sec-fetch-dest");
  return dest !== null && dest !== "document";
};

/**
 * GET or HEAD /uploads/{name} through a link a rep copied (the asset library's or the e-mail builder's
 * tracking parameters, `utm_source` = the rep's id): counted as an open of the rep's share of that
 * asset, classified like any share open (docs/sharing.md#copied-file-links). Nothing is counted for a
 * file no asset uses, a rep who is gone or cannot see it, a request under the flood guard, or one the
 * page makes for itself; the file is served either way.
 */
export async function recordFileOpen(
  db: Db,
  hits: Hits,
  request: NextRequest,
  name: string,
  { method, keepAlive }: { method: "GET" | "HEAD"; keepAlive: (task: Promise<void>) => void },
): Promise<void> {
  const params = request.nextUrl.searchParams;
  const repId = params.get("utm_source") ?? "";
  if (!UUID.test(repId) || isSubresource(request.headers) || floodResponse(hits.floodGuard, request)) return;
  const [asset] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.url, `/uploads/${name}`), eq(assets.isActive, true)))
    .limit(1);
  const rep = asset && (await findProfile(db, repId));
  if (!asset || !rep?.isActive || rep.deletedAt) return;
  // The asset library sends the brand as utm_medium, the e-mail builder as utm_campaign.
  const brandCode = params.get("utm_medium") ?? params.get("utm_campaign") ?? undefined;
  const share = await shareLinkInBrand(db, rep, asset.id, { brandCode }).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) return undefined;
    throw error;
  });
  if (!share) return;
  await recordHit(hits, db, request, { target: "share", targetId: share.id, ownerId: rep.id, method }, { keepAlive });
}

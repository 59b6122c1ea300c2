import "server-only";
import { and, count, desc, ilike, inArray, or } from "drizzle-orm";
import { ASSET_PAGE_DEFAULT_LIMIT } from "@/lib/contract/asset-paging";
import type { ListAssetsQuery, PortalAsset } from "@/lib/contract/assets";
import { pagesOfUrls } from "@/lib/server/pages/rendered-pages";
import { assetCoverUrl } from "./asset-cover";
import type { Db } from "@/lib/server/platform/db/client";
import {
  afterKeyset,
  decodeKeysetCursor,
  encodeKeysetCursor,
  epochMicros,
} from "@/lib/server/platform/db/keyset-cursor";
import { assets } from "@/lib/server/platform/db/schema";
import { badRequest } from "@/lib/server/platform/http-errors";
import type { Actor } from "@/lib/server/auth/profiles";
import { assertBrandExists, assetScope, likePattern, visibleLibraryItem } from "./visibility";

const PORTAL_ASSET_TYPES: Record<string, string> = { pdf: "PDF", video: "Video", audio: "Audio" };

/** PDF, Video and Audio as the portal names them; any other stored type capitalized ("Image"). */
export function portalAssetType(stored: string): string {
  return PORTAL_ASSET_TYPES[stored] ?? stored.charAt(0).toUpperCase() + stored.slice(1);
}

/**
 * One page of the list; `nextCursor` when more follow, `total` (all visible assets) on the first
 * page of an unsearched list.
 */
export interface AssetPage {
  assets: PortalAsset[];
  nextCursor: string | undefined;
  total: number | undefined;
}

/** Customers' reads of each asset of the brand (reports/brand-readers.ts), handed in by the route. */
export type AssetReads = ReadonlyMap<string, { opens: number; customers: number }>;

/** A most-read page's cursor: the offset of its first row ("m40"), base64url. */
const encodeReadCursor = (offset: number) => Buffer.from(`m${offset}`).toString("base64url");
function decodeReadCursor(cursor: string): number {
  const match = /^m(\d{1,7})$/.exec(/^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, "base64url").toString() : "");
  if (!match?.[1]) throw badRequest("Invalid cursor.", "invalid_cursor");
  return Number(match[1]);
}

/**
 * The ids of one page of the matching assets, most human opens first (newest first among equals).
 * A brand's visible assets are at most a few thousand: their ids and dates are sorted here whole.
 */
async function mostReadIds(db: Db, matching: ReturnType<typeof and>, reads: AssetReads, offset: number, limit: number) {
  const rows = await db.select({ id: assets.id, createdAt: assets.createdAt }).from(assets).where(matching);
  const opens = (id: string) => reads.get(id)?.opens ?? 0;
  rows.sort(
    (a, b) => opens(b.id) - opens(a.id) || b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
  );
  return { ids: rows.slice(offset, offset + limit).map((row) => row.id), more: rows.length > offset + limit };
}

/**
 * The actor's visible assets of a brand, optionally matching a search text (title or description,
 * any case), newest first, one page at a time: keyset paging on (created_at, id), so a page costs
 * the same however deep it is and rows added meanwhile never shift or repeat one.
 */
export async function listAssets(
  db: Db,
  actor: Actor,
  query: ListAssetsQuery,
  reads: AssetReads = new Map(),
): Promise<AssetPage> {
  await assertBrandExists(db, query.brandId);
  const limit = query.limit ?? ASSET_PAGE_DEFAULT_LIMIT;
  const pattern = query.search ? likePattern(query.search) : undefined;
  const matching = and(
    visibleLibraryItem(assetScope, actor, query.brandId),
    pattern ? or(ilike(assets.title, pattern), ilike(assets.description, pattern)) : undefined,
  );
  if (query.sort === "mostRead") {
    const offset = query.cursor === undefined ? 0 : decodeReadCursor(query.cursor);
    const { ids, more } = await mostReadIds(db, matching, reads, offset, limit);
    const loaded = ids.length ? await db.select().from(assets).where(inArray(assets.id, ids)) : [];
    const byId = new Map(loaded.map((asset) => [asset.id, asset]));
    const page = ids.flatMap((id) => byId.get(id) ?? []);
    const total =
      offset === 0 && !pattern
        ? (await db.select({ total: count() }).from(assets).where(matching))[0]?.total
        : undefined;
    return {
      assets: await portalAssets(db, page, reads),
      nextCursor: more ? encodeReadCursor(offset + limit) : undefined,
      total,
    };
  }
  const cursor = query.cursor === undefined ? undefined : decodeKeysetCursor(query.cursor);
  const [rows, counted] = await Promise.all([
    db
      .select({ asset: assets, createdAtMicros: epochMicros(assets.createdAt) })
      .from(assets)
      .where(and(matching, cursor ? afterKeyset(assets.createdAt, assets.id, cursor) : undefined))
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .limit(limit + 1),
    // The count reads every visible row: only the unsearched first page pays for it (no screen shows a search's total).
    cursor || pattern ? undefined : db.select({ total: count() }).from(assets).where(matching),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    assets: await portalAssets(
      db,
      page.map(({ asset }) => asset),
      reads,
    ),
    nextCursor:
      rows.length > limit && last ? encodeKeysetCursor({ micros: last.createdAtMicros, id: last.asset.id }) : undefined,
    total: counted?.[0]?.total,
  };
}

/** Stored assets as the portal shows them, with their pages, cover and customers' reads. */
async function portalAssets(db: Db, page: (typeof assets.$inferSelect)[], reads: AssetReads): Promise<PortalAsset[]> {
  const pages = await pagesOfUrls(
    db,
    page.map((asset) => asset.url),
  );
  return page.map((asset) => ({
    id: asset.id,
    title: asset.title,
    description: asset.description,
    type: portalAssetType(asset.type),
    fileSize: asset.fileSizeKb,
    duration: asset.duration,
    createdAt: asset.createdAt.toISOString(),
    url: asset.url,
    pages: pages.get(asset.url) ?? null,
    coverUrl: assetCoverUrl(asset.id, asset.url, pages.get(asset.url) ?? null),
    readByCustomers: reads.get(asset.id)?.customers ?? 0,
  }));
}

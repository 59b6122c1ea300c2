import "server-only";
import { and, asc, eq, gt, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/lib/server/platform/db/client";
import { roomAssets, roomAssetViews, roomPageViews, roomVisits } from "@/lib/server/platform/db/schema";

/** An asset's share of one quote. */
export interface AssetCredit {
  assetId: string;
  credit: number;
}

/** Seconds in view that make a room visit's look at an asset count as engagement (issue 35). */
export const ENGAGED_SECONDS = 5;

/**
 * Equal parts of one quote over the assets (each once, in the order given): three assets get a
 * third each. No assets, no credits.
 */
export function splitCredit(assetIds: readonly string[]): AssetCredit[] {
  const distinct = [...new Set(assetIds)];
  return distinct.map((assetId) => ({ assetId, credit: 1 / distinct.length }));
}

/**
 * A room quote's credits: the room's assets its human visits engaged with before `at` (5 s in
 * view, a play, a download or a page read), or, when none was, every asset the room holds now.
 */
export async function roomCredits(db: Db, roomId: string, at: Date): Promise<AssetCredit[]> {
  const humanBefore = and(
    eq(roomVisits.roomId, roomId),
    eq(roomVisits.hitClass, "human"),
    lte(roomVisits.occurredAt, at),
  );
  const viewed = await db
    .selectDistinct({ assetId: roomAssetViews.assetId })
    .from(roomAssetViews)
    .innerJoin(roomVisits, eq(roomVisits.id, roomAssetViews.visitId))
    .where(
      and(
        humanBefore,
        or(
          sql`${roomAssetViews.seconds} >= ${ENGAGED_SECONDS}`,
          gt(roomAssetViews.furthestPercent, 0),
          gt(roomAssetViews.downloads, 0),
        ),
      ),
    );
  const read = await db
    .selectDistinct({ assetId: roomPageViews.assetId })
    .from(roomPageViews)
    .innerJoin(roomVisits, eq(roomVisits.id, roomPageViews.visitId))
    .where(and(humanBefore, gt(roomPageViews.seconds, 0)));
  const engaged = [...viewed, ...read].map((row) => row.assetId).sort();
  if (engaged.length) return splitCredit(engaged);
  const held = await db
    .select({ assetId: roomAssets.assetId })
    .from(roomAssets)
    .where(eq(roomAssets.roomId, roomId))
    .orderBy(asc(roomAssets.position));
  return splitCredit(held.map((row) => row.assetId));
}

import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { PageSeconds } from "@/lib/contract/pages";
import type { RoomEngagementBeacon } from "@/lib/contract/rooms";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, roomAssets, roomAssetViews, roomVisits } from "@/lib/server/platform/db/schema";
import { markContentDayStale } from "@/lib/server/engagement/content-stale-day";
import { playablePercent } from "@/lib/server/engagement/play-cap";
import { countedPageSeconds, raiseRoomPageSeconds } from "@/lib/server/pages/page-time";
import { viewerKind } from "@/lib/server/library/viewer-kind";
import { durationSeconds } from "@/lib/server/platform/storage/media-duration";
import { roomAtSlug, roomClosed } from "./room-open";

/** A beacon as the route parses it; one built in code may leave out the page times. */
type RoomReport = Omit<RoomEngagementBeacon, "assets"> & {
  assets: (Omit<RoomEngagementBeacon["assets"][number], "pages"> & { pages?: PageSeconds[] })[];
};

/** A report may claim at most the time since its visit was served, and this much more (clocks, network). */
const SLACK_SECONDS = 5;

/** The human visit of the room `roomId` named `visitId`, locked for this transaction; undefined otherwise. */
async function humanVisit(tx: Db, roomId: string, visitId: string) {
  const [visit] = await tx
    .select({ id: roomVisits.id, roomId: roomVisits.roomId, occurredAt: roomVisits.occurredAt })
    .from(roomVisits)
    .where(and(eq(roomVisits.visitId, visitId), eq(roomVisits.roomId, roomId), eq(roomVisits.hitClass, "human")))
    .for("update");
  return visit;
}

/**
 * Records a room page's beacon on its visit, per asset position: the seconds the asset was on
 * screen and, for video or audio, the percent played. Both only ever rise, and neither can claim
 * more than the time since the visit was served allows (as for share opens: engagement-store.ts);
 * a percent for an asset without video or audio is ignored, and a position the room no longer has
 * (or whose asset was deleted or made inactive, which the page leaves out) is skipped. A PDF's page
 * times are raised under the same rules (page-time.ts). Only human visits of the named room take
 * engagement: returns false for an unknown room or visit, or a visit of another class. A room that
 * is no longer open (revoked, expired, its rep gone: roomAtSlug) takes no more reports, its old
 * visits' neither: 410, as its page.
 */
export async function recordRoomEngagement(
  db: Db,
  slug: string,
  beacon: RoomReport,
  now: Date = new Date(),
): Promise<boolean> {
  const found = await roomAtSlug(db, slug, now);
  if (found.kind === "closed") throw roomClosed();
  if (found.kind === "missing") return false;
  return db.transaction(async (tx) => {
    const visit = await humanVisit(tx, found.room.id, beacon.visitId);
    if (!visit) return false;
    await markContentDayStale(tx, visit.occurredAt, now);
    const held = await tx
      .select({
        position: roomAssets.position,
        assetId: assets.id,
        type: assets.type,
        url: assets.url,
        duration: assets.duration,
      })
      .from(roomAssets)
      .innerJoin(assets, eq(assets.id, roomAssets.assetId))
      .where(and(eq(roomAssets.roomId, visit.roomId), isNull(assets.deletedAt), eq(assets.isActive, true)));
    const elapsed = Math.max(0, Math.floor((now.getTime() - visit.occurredAt.getTime()) / 1000)) + SLACK_SECONDS;
    const rows = beacon.assets.flatMap((report) => {
      const asset = held.find((a) => a.position === report.n);
      if (!asset) return [];
      const kind = viewerKind(asset.type, asset.url);
      const percent =
        report.percent === null || (kind !== "video" && kind !== "audio")
          ? null
          : Math.min(report.percent, playablePercent(elapsed, durationSeconds(asset.duration)));
      return [
        {
          visitId: visit.id,
          assetId: asset.assetId,
          seconds: Math.min(report.seconds, elapsed),
          furthestPercent: percent,
        },
      ];
    });
    for (const report of beacon.assets) {
      const asset = held.find((a) => a.position === report.n);
      if (asset && report.pages?.length)
        await raiseRoomPageSeconds(
          tx,
          visit.id,
          asset.assetId,
          await countedPageSeconds(tx, asset.url, report.pages, elapsed),
        );
    }
    if (!rows.length) return true;
    // greatest() passes over nulls: a figure never falls, and a first percent replaces "none".
    await tx
      .insert(roomAssetViews)
      .values(rows)
      .onConflictDoUpdate({
        target: [roomAssetViews.visitId, roomAssetViews.assetId],
        set: {
          seconds: sql`greatest(${roomAssetViews.seconds}, excluded.seconds)`,
          furthestPercent: sql`greatest(${roomAssetViews.furthestPercent}, excluded.furthest_percent)`,
        },
      });
    return true;
  });
}

/**
 * Counts a download of one of the open room `roomId`'s assets on its human visit `visitId`, once per
 * visit and asset: clicking Download again, or a script replaying the link, adds nothing. A visit that
 * is unknown, of another room or not human counts nothing (false).
 */
export async function recordRoomDownload(db: Db, roomId: string, visitId: string, assetId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const visit = await humanVisit(tx, roomId, visitId);
    if (!visit) return false;
    await markContentDayStale(tx, visit.occurredAt);
    await tx
      .insert(roomAssetViews)
      .values({ visitId: visit.id, assetId, downloads: 1 })
      .onConflictDoUpdate({ target: [roomAssetViews.visitId, roomAssetViews.assetId], set: { downloads: 1 } });
    return true;
  });
}

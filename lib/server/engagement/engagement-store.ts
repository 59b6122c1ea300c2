import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { EngagementBeacon } from "@/lib/contract/engagement";
import type { PageSeconds } from "@/lib/contract/pages";
import { countedPageSeconds, raiseSharePageSeconds } from "@/lib/server/pages/page-time";
import type { Db } from "@/lib/server/platform/db/client";
import { HttpError } from "@/lib/server/platform/http-errors";
import { assets, shareDailyOpens, shareLinks, shareOpens } from "@/lib/server/platform/db/schema";
import { viewerKind } from "@/lib/server/library/viewer-kind";
import { durationSeconds } from "@/lib/server/platform/storage/media-duration";
import { markContentDayStale } from "./content-stale-day";
import { playablePercent } from "./play-cap";
import { utcDay } from "./visitor-key";

const shareRetired = () => new HttpError(410, "share_retired", "This share page is no longer available.");

/** A report may claim at most the time since its open was served, and this much more (clocks, network). */
const SLACK_SECONDS = 5;

const raised = (old: number | null, reported: number | null) =>
  reported === null ? old : Math.max(old ?? reported, reported);

/**
 * Records a share page's engagement beacon on its open. The seconds on the page and the percent of
 * the video or audio played only ever rise. Neither can claim more than the time since the open was
 * served allows: the seconds at most that time, the percent at most what could be played in it at
 * the fastest rate (play-cap.ts); a percent for a page without video or audio is ignored. The day's
 * human roll-up gets the same differences in the same transaction, so its sums always equal the raw
 * opens'. A PDF's page times are raised under the same rules (page-time.ts). Only human opens of
 * the named share page take engagement: returns false for an unknown page or open, or an open of
 * another class; a retired page's opens are refused with its 410.
 */
export async function recordEngagement(
  db: Db,
  shareSlug: string,
  beacon: EngagementBeacon & { pages?: PageSeconds[] },
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({
        id: shareOpens.id,
        shareLinkId: shareOpens.shareLinkId,
        occurredAt: shareOpens.occurredAt,
        seconds: shareOpens.seconds,
        percent: shareOpens.furthestPercent,
        type: assets.type,
        url: assets.url,
        duration: assets.duration,
        deletedAt: assets.deletedAt,
        isActive: assets.isActive,
      })
      .from(shareOpens)
      .innerJoin(shareLinks, eq(shareLinks.id, shareOpens.shareLinkId))
      .innerJoin(assets, eq(assets.id, shareLinks.assetId))
      .where(
        and(eq(shareOpens.openId, beacon.openId), eq(shareLinks.slug, shareSlug), eq(shareOpens.hitClass, "human")),
      )
      .for("update", { of: shareOpens });
    if (!open) return false;
    // A retired share page (its asset deleted or inactive) answers 410; its old opens take no more.
    if (open.deletedAt || !open.isActive) throw shareRetired();
    await markContentDayStale(tx, open.occurredAt, now);

    const elapsed = Math.max(0, Math.floor((now.getTime() - open.occurredAt.getTime()) / 1000)) + SLACK_SECONDS;
    const seconds = raised(open.seconds, Math.min(beacon.seconds, elapsed)) ?? 0;
    const kind = viewerKind(open.type, open.url);
    const played =
      beacon.percent === null || (kind !== "video" && kind !== "audio")
        ? null
        : Math.min(beacon.percent, playablePercent(elapsed, durationSeconds(open.duration)));
    const percent = raised(open.percent, played);
    await raiseSharePageSeconds(tx, open.id, await countedPageSeconds(tx, open.url, beacon.pages ?? [], elapsed));
    if (seconds === open.seconds && percent === open.percent) return true;

    await tx.update(shareOpens).set({ seconds, furthestPercent: percent }).where(eq(shareOpens.id, open.id));
    await tx
      .update(shareDailyOpens)
      .set({
        timedOpens: sql`${shareDailyOpens.timedOpens} + ${open.seconds === null ? 1 : 0}`,
        seconds: sql`${shareDailyOpens.seconds} + ${seconds - (open.seconds ?? 0)}`,
        playedOpens: sql`${shareDailyOpens.playedOpens} + ${open.percent === null && percent !== null ? 1 : 0}`,
        percentPlayed: sql`${shareDailyOpens.percentPlayed} + ${(percent ?? 0) - (open.percent ?? 0)}`,
      })
      .where(
        and(
          eq(shareDailyOpens.shareLinkId, open.shareLinkId),
          eq(shareDailyOpens.day, utcDay(open.occurredAt)),
          eq(shareDailyOpens.hitClass, "human"),
        ),
      );
    return true;
  });
}

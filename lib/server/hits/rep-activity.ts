import "server-only";
import { and, desc, eq, gte, inArray, isNull } from "drizzle-orm";
import { ACTIVITY_DAYS, type Activity, type ActivityItem } from "@/lib/contract/activity";
import type { Db } from "@/lib/server/db/client";
import { assets, linkDailyHits, shareDailyOpens, shareLinks, trackedLinks } from "@/lib/server/db/schema";
import type { Profile } from "@/lib/server/services/profiles";
import { utcDay } from "./visitor-key";

const DAY_MS = 86_400_000;

/** The last 30 UTC days, oldest first, ending today. */
export function activityDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: ACTIVITY_DAYS }, (_, i) => utcDay(new Date(today - (ACTIVITY_DAYS - 1 - i) * DAY_MS)));
}

interface RollupRow {
  targetId: string;
  day: string;
  hitClass: string;
  hits: number;
  visitors: number;
}

/** One target's roll-up rows folded into its activity figures. */
function itemOf(days: string[], rows: RollupRow[], allTime: number, lastHumanAt: Date | null): ActivityItem {
  const index = new Map(days.map((day, i) => [day, i]));
  const item: ActivityItem = {
    perDay: days.map(() => 0),
    last30Days: 0,
    allTime,
    visitors: 0,
    lastOpenedAt: lastHumanAt?.toISOString() ?? null,
    excluded: { bot: 0, unfurler: 0, scanner: 0, head: 0, own: 0 },
  };
  for (const row of rows) {
    const i = index.get(row.day);
    if (i === undefined) continue;
    if (row.hitClass === "human") {
      item.perDay[i] = (item.perDay[i] ?? 0) + row.hits;
      item.last30Days += row.hits;
      item.visitors += row.visitors;
    } else if (row.hitClass in item.excluded) {
      item.excluded[row.hitClass as keyof ActivityItem["excluded"]] += row.hits;
    }
  }
  return item;
}

function groupByTarget(rows: RollupRow[]): Map<string, RollupRow[]> {
  const groups = new Map<string, RollupRow[]>();
  for (const row of rows) {
    const group = groups.get(row.targetId);
    if (group) group.push(row);
    else groups.set(row.targetId, [row]);
  }
  return groups;
}

/**
 * GET /api/activity: the actor's live tracked links and shared assets with their human clicks or
 * opens per day over the last 30 days, visitors, last open and the excluded hits by class; all
 * from the daily roll-ups and the targets' counters (four index range reads).
 */
export async function repActivity(db: Db, actor: Profile, now: Date = new Date()): Promise<Activity> {
  const days = activityDays(now);
  const first = days[0] ?? utcDay(now);
  const links = await db
    .select({
      id: trackedLinks.id,
      name: trackedLinks.name,
      slug: trackedLinks.slug,
      clickCount: trackedLinks.clickCount,
      lastHumanAt: trackedLinks.lastHumanAt,
    })
    .from(trackedLinks)
    .where(and(eq(trackedLinks.createdBy, actor.id), isNull(trackedLinks.deletedAt)))
    .orderBy(desc(trackedLinks.createdAt));
  const shares = await db
    .select({
      id: shareLinks.id,
      shareSlug: shareLinks.slug,
      assetId: shareLinks.assetId,
      title: assets.title,
      type: assets.type,
      viewCount: shareLinks.viewCount,
      lastHumanAt: shareLinks.lastHumanAt,
    })
    .from(shareLinks)
    .innerJoin(assets, eq(assets.id, shareLinks.assetId))
    .where(and(eq(shareLinks.userId, actor.id), isNull(assets.deletedAt)))
    .orderBy(desc(shareLinks.createdAt));
  const linkRows = links.length
    ? await db
        .select({
          targetId: linkDailyHits.linkId,
          day: linkDailyHits.day,
          hitClass: linkDailyHits.hitClass,
          hits: linkDailyHits.hits,
          visitors: linkDailyHits.visitors,
        })
        .from(linkDailyHits)
        .where(
          and(
            inArray(
              linkDailyHits.linkId,
              links.map((l) => l.id),
            ),
            gte(linkDailyHits.day, first),
          ),
        )
    : [];
  const shareRows = shares.length
    ? await db
        .select({
          targetId: shareDailyOpens.shareLinkId,
          day: shareDailyOpens.day,
          hitClass: shareDailyOpens.hitClass,
          hits: shareDailyOpens.hits,
          visitors: shareDailyOpens.visitors,
        })
        .from(shareDailyOpens)
        .where(
          and(
            inArray(
              shareDailyOpens.shareLinkId,
              shares.map((s) => s.id),
            ),
            gte(shareDailyOpens.day, first),
          ),
        )
    : [];
  const linkGroups = groupByTarget(linkRows);
  const shareGroups = groupByTarget(shareRows);
  return {
    days,
    links: links.map((l) => ({
      id: l.id,
      name: l.name,
      slug: l.slug,
      ...itemOf(days, linkGroups.get(l.id) ?? [], l.clickCount, l.lastHumanAt),
    })),
    shares: shares.map((s) => ({
      shareSlug: s.shareSlug,
      assetId: s.assetId,
      title: s.title,
      type: s.type,
      ...itemOf(days, shareGroups.get(s.id) ?? [], s.viewCount, s.lastHumanAt),
    })),
  };
}

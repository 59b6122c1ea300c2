import "server-only";
import { and, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
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

/** The roll-up rows of some targets since a day, by target (one index range read per target). */
async function rollupsByTarget(
  db: Db,
  table: typeof linkDailyHits | typeof shareDailyOpens,
  target: PgColumn,
  ids: string[],
  since: string,
): Promise<Map<string, RollupRow[]>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      targetId: sql<string>`${target}`,
      day: table.day,
      hitClass: table.hitClass,
      hits: table.hits,
      visitors: table.visitors,
    })
    .from(table)
    .where(and(inArray(target, ids), gte(table.day, since)));
  return groupByTarget(rows);
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
  const linkIds = links.map((l) => l.id);
  const shareIds = shares.map((s) => s.id);
  const linkGroups = await rollupsByTarget(db, linkDailyHits, linkDailyHits.linkId, linkIds, first);
  const shareGroups = await rollupsByTarget(db, shareDailyOpens, shareDailyOpens.shareLinkId, shareIds, first);
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

import "server-only";
import { and, desc, eq, gte, inArray, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { ACTIVITY_DAYS, type Activity, type ActivityItem, type ShareEngagement } from "@/lib/contract/activity";
import { HIT_CLASSES } from "@/lib/contract/hits";
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

type Excluded = ActivityItem["excluded"];
const EXCLUDED = HIT_CLASSES.filter((c) => c !== "human") as (keyof Excluded)[];
type Rollup = typeof linkDailyHits | typeof shareDailyOpens;

/** A number summed over one target's roll-up rows of a class (human unless said). */
const sumOf = (column: PgColumn, table: Rollup, hitClass: string = "human") =>
  sql<number>`coalesce(sum(${column}) filter (where ${table.hitClass} = ${hitClass}), 0)::float8`.mapWith(Number);

/**
 * One row a target of `targets` (a query of their ids): its human hits per day (a JSON object, day
 * to hits), visitors, and hits of each excluded class since `since`, plus `extra` sums; one index
 * range read a target, folded in SQL, so a busy rep's hundreds of links answer in as many rows.
 */
async function rollupSummaries<X extends Record<string, SQL.Aliased | SQL>>(
  db: Db,
  table: Rollup,
  target: PgColumn,
  targets: SQLWrapper,
  since: string,
  extra: X,
) {
  const rows = await db
    .select({
      targetId: sql<string>`${target}`,
      perDay: sql<Record<string, number>>`coalesce(json_object_agg(${table.day}, ${table.hits})
        filter (where ${table.hitClass} = 'human'), '{}')`,
      visitors: sumOf(table.visitors, table),
      ...(Object.fromEntries(EXCLUDED.map((c) => [c, sumOf(table.hits, table, c)])) as Record<
        keyof Excluded,
        SQL<number>
      >),
      ...extra,
    })
    .from(table)
    .where(and(inArray(target, targets), gte(table.day, since)))
    .groupBy(target);
  return new Map(rows.map((row) => [row.targetId, row]));
}

type Summary = { perDay: Record<string, number>; visitors: number } & Excluded;

/** One target's summary as its activity figures. */
function itemOf(days: string[], summary: Summary | undefined, allTime: number, lastHumanAt: Date | null): ActivityItem {
  const perDay = days.map((day) => Number(summary?.perDay[day] ?? 0));
  return {
    perDay,
    last30Days: perDay.reduce((sum, hits) => sum + hits, 0),
    allTime,
    visitors: summary?.visitors ?? 0,
    lastOpenedAt: lastHumanAt?.toISOString() ?? null,
    excluded: Object.fromEntries(EXCLUDED.map((c) => [c, summary?.[c] ?? 0])) as Excluded,
  };
}

const average = (sum: number, count: number) => (count ? Math.round(sum / count) : null);

/** The 30 days' engagement of a share's human opens. */
function engagementOf(
  sums: { timedOpens: number; seconds: number; playedOpens: number; percentPlayed: number } | undefined,
): ShareEngagement {
  const { timedOpens = 0, seconds = 0, playedOpens = 0, percentPlayed = 0 } = sums ?? {};
  return {
    timedOpens,
    averageSeconds: average(seconds, timedOpens),
    playedOpens,
    averagePercent: average(percentPlayed, playedOpens),
  };
}

/**
 * GET /api/activity: the actor's live tracked links and shared assets with their human clicks or
 * opens per day over the last 30 days, visitors, last open and the excluded hits by class; all
 * from the daily roll-ups and the targets' counters, in four queries that run side by side.
 */
export async function repActivity(db: Db, actor: Profile, now: Date = new Date()): Promise<Activity> {
  const days = activityDays(now);
  const first = days[0] ?? utcDay(now);
  const ownLinks = and(eq(trackedLinks.createdBy, actor.id), isNull(trackedLinks.deletedAt));
  const ownShares = and(eq(shareLinks.userId, actor.id), isNull(assets.deletedAt));
  const [links, shares, linkSummaries, shareSummaries] = await Promise.all([
    db
      .select({
        id: trackedLinks.id,
        name: trackedLinks.name,
        slug: trackedLinks.slug,
        clickCount: trackedLinks.clickCount,
        lastHumanAt: trackedLinks.lastHumanAt,
      })
      .from(trackedLinks)
      .where(ownLinks)
      .orderBy(desc(trackedLinks.createdAt)),
    db
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
      .where(ownShares)
      .orderBy(desc(shareLinks.createdAt)),
    rollupSummaries(
      db,
      linkDailyHits,
      linkDailyHits.linkId,
      db.select({ id: trackedLinks.id }).from(trackedLinks).where(ownLinks),
      first,
      {},
    ),
    rollupSummaries(
      db,
      shareDailyOpens,
      shareDailyOpens.shareLinkId,
      db
        .select({ id: shareLinks.id })
        .from(shareLinks)
        .innerJoin(assets, eq(assets.id, shareLinks.assetId))
        .where(ownShares),
      first,
      {
        timedOpens: sumOf(shareDailyOpens.timedOpens, shareDailyOpens),
        seconds: sumOf(shareDailyOpens.seconds, shareDailyOpens),
        playedOpens: sumOf(shareDailyOpens.playedOpens, shareDailyOpens),
        percentPlayed: sumOf(shareDailyOpens.percentPlayed, shareDailyOpens),
      },
    ),
  ]);
  return {
    days,
    links: links.map((l) => ({
      id: l.id,
      name: l.name,
      slug: l.slug,
      ...itemOf(days, linkSummaries.get(l.id), l.clickCount, l.lastHumanAt),
    })),
    shares: shares.map((s) => ({
      shareSlug: s.shareSlug,
      assetId: s.assetId,
      title: s.title,
      type: s.type,
      ...itemOf(days, shareSummaries.get(s.id), s.viewCount, s.lastHumanAt),
      engagement: engagementOf(shareSummaries.get(s.id)),
    })),
  };
}

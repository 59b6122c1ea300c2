import "server-only";
import { and, desc, eq, gte, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { ACTIVITY_DAYS, type Activity, type ActivityItem, type ShareEngagement } from "@/lib/contract/activity";
import { HIT_CLASSES } from "@/lib/contract/hits";
import type { Db } from "@/lib/server/platform/db/client";
import { assets, linkDailyHits, shareDailyOpens, shareLinks, trackedLinks } from "@/lib/server/platform/db/schema";
import type { Actor } from "@/lib/server/auth/profiles";
import { sharePageReads } from "@/lib/server/pages/page-reads";
import { shareCtaClicksSince } from "./cta-clicks";
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
 * A lateral subquery folding one target's roll-up rows since `since` into a row: its human hits per
 * day (a JSON object, day to hits), visitors, hits of each excluded class, plus `extra` sums. Joined
 * to each of the rep's targets, it reads one index range a target and needs no sort or grouping, so a
 * busy rep's hundreds of links answer in as many rows, in the same query as the links themselves.
 */
function rollupSummary<X extends Record<string, SQL.Aliased>>(
  db: Db,
  table: Rollup,
  target: PgColumn,
  targetId: PgColumn,
  since: string,
  extra: X,
) {
  return db
    .select({
      perDay: sql<Record<string, number>>`coalesce(json_object_agg(${table.day}, ${table.hits})
        filter (where ${table.hitClass} = 'human'), '{}')`.as("per_day"),
      visitors: sumOf(table.visitors, table).as("visitors"),
      ...(Object.fromEntries(EXCLUDED.map((c) => [c, sumOf(table.hits, table, c).as(c)])) as Record<
        keyof Excluded,
        SQL.Aliased<number>
      >),
      ...extra,
    })
    .from(table)
    .where(and(eq(target, targetId), gte(table.day, since)))
    .as("summary");
}

type Summary = { perDay: Record<string, number>; visitors: number } & Excluded;

/** One target's summary as its activity figures. */
function itemOf(days: string[], summary: Summary, allTime: number, lastHumanAt: Date | null): ActivityItem {
  const perDay = days.map((day) => Number(summary.perDay[day] ?? 0));
  return {
    perDay,
    last30Days: perDay.reduce((sum, hits) => sum + hits, 0),
    allTime,
    visitors: summary.visitors,
    lastOpenedAt: lastHumanAt?.toISOString() ?? null,
    excluded: Object.fromEntries(EXCLUDED.map((c) => [c, summary[c]])) as Excluded,
  };
}

const average = (sum: number, count: number) => (count ? Math.round(sum / count) : null);

/** The 30 days' engagement of a share's human opens. */
function engagementOf({
  timedOpens,
  seconds,
  playedOpens,
  percentPlayed,
  nextStep,
}: {
  timedOpens: number;
  seconds: number;
  playedOpens: number;
  percentPlayed: number;
  nextStep: { clicks: number; label: string } | undefined;
}): ShareEngagement {
  return {
    timedOpens,
    averageSeconds: average(seconds, timedOpens),
    playedOpens,
    averagePercent: average(percentPlayed, playedOpens),
    nextStepClicks: nextStep?.clicks ?? 0,
    nextStepLabel: nextStep?.label ?? null,
  };
}

/**
 * GET /api/activity: the actor's live tracked links and shared assets with their human clicks or
 * opens per day over the last 30 days, visitors, last open and the excluded hits by class; all
 * from the daily roll-ups and the targets' counters, in two queries that run side by side; then
 * the shared PDFs' pages read (docs/engagement.md#pages-read) and the readers' clicks on the brand's
 * call to action (docs/rooms.md#the-customers-next-step).
 */
export async function repActivity(db: Db, actor: Actor, now: Date = new Date()): Promise<Activity> {
  const days = activityDays(now);
  const first = days[0] ?? utcDay(now);
  const linkSummary = rollupSummary(db, linkDailyHits, linkDailyHits.linkId, trackedLinks.id, first, {});
  const shareSummary = rollupSummary(db, shareDailyOpens, shareDailyOpens.shareLinkId, shareLinks.id, first, {
    timedOpens: sumOf(shareDailyOpens.timedOpens, shareDailyOpens).as("timed_opens"),
    seconds: sumOf(shareDailyOpens.seconds, shareDailyOpens).as("seconds"),
    playedOpens: sumOf(shareDailyOpens.playedOpens, shareDailyOpens).as("played_opens"),
    percentPlayed: sumOf(shareDailyOpens.percentPlayed, shareDailyOpens).as("percent_played"),
  });
  const [links, shares] = await Promise.all([
    db
      .select({
        id: trackedLinks.id,
        name: trackedLinks.name,
        slug: trackedLinks.slug,
        clickCount: trackedLinks.clickCount,
        lastHumanAt: trackedLinks.lastHumanAt,
        summary: linkSummary._.selectedFields,
      })
      .from(trackedLinks)
      .innerJoinLateral(linkSummary, sql`true`)
      .where(and(eq(trackedLinks.createdBy, actor.id), isNull(trackedLinks.deletedAt)))
      .orderBy(desc(trackedLinks.createdAt)),
    db
      .select({
        shareId: shareLinks.id,
        url: assets.url,
        shareSlug: shareLinks.slug,
        assetId: shareLinks.assetId,
        title: assets.title,
        type: assets.type,
        viewCount: shareLinks.viewCount,
        lastHumanAt: shareLinks.lastHumanAt,
        summary: shareSummary._.selectedFields,
      })
      .from(shareLinks)
      .innerJoin(assets, eq(assets.id, shareLinks.assetId))
      .innerJoinLateral(shareSummary, sql`true`)
      .where(and(eq(shareLinks.userId, actor.id), isNull(assets.deletedAt)))
      .orderBy(desc(shareLinks.createdAt)),
  ]);
  const since = new Date(`${first}T00:00:00Z`);
  const [pages, nextSteps] = await Promise.all([
    sharePageReads(
      db,
      shares.map((share) => ({ id: share.shareId, url: share.url })),
      since,
    ),
    shareCtaClicksSince(db, actor.id, since),
  ]);
  return {
    days,
    links: links.map(({ summary, clickCount, lastHumanAt, ...link }) => ({
      ...link,
      ...itemOf(days, summary, clickCount, lastHumanAt),
    })),
    shares: shares.map(({ summary, viewCount, lastHumanAt, shareId, url: _url, ...share }) => ({
      id: shareId,
      ...share,
      ...itemOf(days, summary, viewCount, lastHumanAt),
      engagement: engagementOf({ ...summary, nextStep: nextSteps.get(shareId) }),
      pages: pages.get(shareId) ?? null,
    })),
  };
}

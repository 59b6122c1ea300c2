import "server-only";
import { and, asc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import type { HitExportQuery } from "@/lib/contract/admin-reports";
import type { Db } from "@/lib/server/platform/db/client";
import {
  assets,
  clickEvents,
  profiles,
  roomAssets,
  roomAssetViews,
  rooms,
  roomVisits,
  shareLinks,
  shareOpens,
  trackedLinks,
} from "@/lib/server/platform/db/schema";
import { roomPagesRead, sharePagesRead } from "@/lib/server/pages/pages-read-columns";
import type { CsvValue } from "./csv";
import { repFunnel } from "./rep-funnel";

const PAGE = 1_000;

/** Reads a table page by page (keyset), yielding each page's rows as CSV values until one is short. */
async function* pages<R>(
  load: (after: R | undefined) => Promise<R[]>,
  toCsv: (row: R) => CsvValue[],
): AsyncGenerator<CsvValue[][]> {
  let after: R | undefined;
  for (;;) {
    const rows = await load(after);
    if (rows.length) yield rows.map(toCsv);
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1];
  }
}

export const USERS_HEADER = ["id", "email", "first_name", "last_name", "role", "active", "promo_code", "created_at"];

export function usersCsv(db: Db) {
  return pages(
    (after: { id: string } | undefined) =>
      db
        .select({
          id: profiles.id,
          email: profiles.email,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          role: profiles.role,
          isActive: profiles.isActive,
          promoCode: profiles.promoCode,
          createdAt: profiles.createdAt,
        })
        .from(profiles)
        .where(and(isNull(profiles.deletedAt), after ? gt(profiles.id, after.id) : undefined))
        .orderBy(asc(profiles.id))
        .limit(PAGE),
    (u) => [u.id, u.email, u.firstName, u.lastName, u.role, u.isActive, u.promoCode, u.createdAt],
  );
}

export const LINKS_HEADER = [
  "id",
  "name",
  "slug",
  "original_url",
  "rep_email",
  "active",
  "human_clicks",
  "last_clicked_at",
  "created_at",
];

export function linksCsv(db: Db) {
  return pages(
    (after: { id: string } | undefined) =>
      db
        .select({
          id: trackedLinks.id,
          name: trackedLinks.name,
          slug: trackedLinks.slug,
          originalUrl: trackedLinks.originalUrl,
          email: profiles.email,
          isActive: trackedLinks.isActive,
          clicks: trackedLinks.clickCount,
          lastHumanAt: trackedLinks.lastHumanAt,
          createdAt: trackedLinks.createdAt,
        })
        .from(trackedLinks)
        .innerJoin(profiles, eq(profiles.id, trackedLinks.createdBy))
        .where(and(isNull(trackedLinks.deletedAt), after ? gt(trackedLinks.id, after.id) : undefined))
        .orderBy(asc(trackedLinks.id))
        .limit(PAGE),
    (l) => [l.id, l.name, l.slug, l.originalUrl, l.email, l.isActive, l.clicks, l.lastHumanAt, l.createdAt],
  );
}

export const FUNNEL_HEADER = [
  "user_id",
  "name",
  "email",
  "shares",
  "human_opens",
  "human_clicks",
  "quotes",
  "conversion_rate_percent",
  "rooms",
  "human_room_visits",
];

export function funnelCsv(db: Db) {
  return pages(
    (after: { email: string } | undefined) => repFunnel(db, { after: after?.email, limit: PAGE }),
    (r) => [r.userId, r.name, r.email, r.shares, r.opens, r.clicks, r.quotes, r.conversionRate, r.rooms, r.roomVisits],
  );
}

export const HITS_HEADER = [
  "occurred_at",
  "kind",
  "slug",
  "title",
  "rep_email",
  "class",
  "reason",
  "device",
  "referrer",
  "seconds",
  "furthest_percent",
  "room_id",
  "pages_read",
];

/** Any hit table: each has the time, class and its reason, device and referrer of a hit. */
type HitTable = typeof clickEvents | typeof shareOpens | typeof roomVisits;

/** A time-ordered page's keyset: the exact stored time (as text: microseconds survive) and the id. */
type TimeKey = { atKey: string; id: number };

/** The columns both hit tables export, with the page's keyset. */
const hitColumns = (hits: HitTable) => ({
  at: hits.occurredAt,
  atKey: sql<string>`${hits.occurredAt}::text`,
  id: hits.id,
  hitClass: hits.hitClass,
  reason: hits.reason,
  device: hits.userAgentClass,
  referrer: hits.referrer,
});

/** A hit table's rows from start (included) to end (not), after the last page's key. */
const hitsBetween = (hits: HitTable, start: Date, end: Date, key: TimeKey | undefined) =>
  and(
    gte(hits.occurredAt, start),
    lt(hits.occurredAt, end),
    key ? sql`(${hits.occurredAt}, ${hits.id}) > (${key.atKey}::timestamptz, ${key.id})` : undefined,
  );

/** The keyset's order: time, then id. */
const timeOrder = (hits: HitTable) => [asc(hits.occurredAt), asc(hits.id)];

/**
 * The titles of the assets a room visit looked at (its asset views), in the room's order; assets
 * since taken out of the room last, by title. Null when it looked at none (a bot's visit).
 */
const viewedTitles = sql<string | null>`(
  select string_agg(${assets.title}, '; ' order by ${roomAssets.position} nulls last, ${assets.title})
  from ${roomAssetViews}
  join ${assets} on ${assets.id} = ${roomAssetViews.assetId}
  left join ${roomAssets}
    on ${roomAssets.roomId} = ${roomVisits.roomId} and ${roomAssets.assetId} = ${roomAssetViews.assetId}
  where ${roomAssetViews.visitId} = ${roomVisits.id})`;

/**
 * The hits of a range of UTC days: tracked-link clicks first, then share-page opens, then share-room
 * visits, each in time order. A room visit is one row with the room's id and the assets it looked
 * at; never the room's slug (it opens the page) nor its recipient: rooms are private to their rep.
 */
export async function* hitsCsv(db: Db, { from, to }: HitExportQuery): AsyncGenerator<CsvValue[][]> {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000);
  yield* pages(
    (key: TimeKey | undefined) =>
      db
        .select({
          ...hitColumns(clickEvents),
          slug: trackedLinks.slug,
          title: trackedLinks.name,
          email: profiles.email,
        })
        .from(clickEvents)
        .innerJoin(trackedLinks, eq(trackedLinks.id, clickEvents.linkId))
        .innerJoin(profiles, eq(profiles.id, trackedLinks.createdBy))
        .where(hitsBetween(clickEvents, start, end, key))
        .orderBy(...timeOrder(clickEvents))
        .limit(PAGE),
    (h) => [h.at, "link", h.slug, h.title, h.email, h.hitClass, h.reason, h.device, h.referrer, null, null, null, null],
  );
  yield* pages(
    (key: TimeKey | undefined) =>
      db
        .select({
          ...hitColumns(shareOpens),
          slug: shareLinks.slug,
          title: assets.title,
          email: profiles.email,
          seconds: shareOpens.seconds,
          percent: shareOpens.furthestPercent,
          pagesRead: sharePagesRead,
        })
        .from(shareOpens)
        .innerJoin(shareLinks, eq(shareLinks.id, shareOpens.shareLinkId))
        .innerJoin(assets, eq(assets.id, shareLinks.assetId))
        .innerJoin(profiles, eq(profiles.id, shareLinks.userId))
        .where(hitsBetween(shareOpens, start, end, key))
        .orderBy(...timeOrder(shareOpens))
        .limit(PAGE),
    (h) => [
      h.at,
      "share",
      h.slug,
      h.title,
      h.email,
      h.hitClass,
      h.reason,
      h.device,
      h.referrer,
      h.seconds,
      h.percent,
      null,
      h.pagesRead,
    ],
  );
  yield* pages(
    (key: TimeKey | undefined) =>
      db
        .select({
          ...hitColumns(roomVisits),
          roomId: roomVisits.roomId,
          title: viewedTitles,
          email: profiles.email,
          pagesRead: roomPagesRead,
        })
        .from(roomVisits)
        .innerJoin(rooms, eq(rooms.id, roomVisits.roomId))
        .innerJoin(profiles, eq(profiles.id, rooms.userId))
        .where(hitsBetween(roomVisits, start, end, key))
        .orderBy(...timeOrder(roomVisits))
        .limit(PAGE),
    // Seconds and percent are per asset in a room, not one page's: they are left empty here.
    (h) => [
      h.at,
      "room",
      null,
      h.title,
      h.email,
      h.hitClass,
      h.reason,
      h.device,
      h.referrer,
      null,
      null,
      h.roomId,
      h.pagesRead,
    ],
  );
}

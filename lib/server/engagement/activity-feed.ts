import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  FEED_PAGE_SIZE,
  activityFeedQuerySchema,
  type ActivityFeed,
  type ActivityFeedQuery,
  type FeedEntry,
  type FeedKind,
} from "@/lib/contract/activity";
import type { Db } from "@/lib/server/platform/db/client";
import {
  afterSequenceKeyset,
  decodeSequenceCursor,
  encodeKeysetCursor,
  epochMicros,
  type KeysetCursor,
} from "@/lib/server/platform/db/keyset-cursor";
import {
  assets,
  clickEvents,
  roomAssets,
  roomAssetViews,
  rooms,
  roomVisits,
  shareLinks,
  shareOpens,
  trackedLinks,
} from "@/lib/server/platform/db/schema";
import type { Actor } from "@/lib/server/auth/profiles";
import { recordFeedLook } from "./feed-looks";
import { humanHitsOf, repTargets } from "./rep-hits";

/**
 * The three tables merge into one order, (time desc, sequence desc), where a row's sequence is its
 * bigserial id times 4 plus its kind's number: unique across the tables, so a page ends exactly.
 */
const KIND_NUMBER = { link: 1, share: 2, room: 3 } as const;
type Kind = keyof typeof KIND_NUMBER;
const sequenceOf = (id: AnyPgColumn, kind: Kind) => sql<string>`(${id} * 4 + ${sql.raw(String(KIND_NUMBER[kind]))})`;

interface FeedRow {
  kind: FeedEntry["kind"];
  rowId: number;
  at: Date;
  micros: string;
  targetId: string;
  title: string;
  moreAssets: number;
  reader: FeedEntry["reader"];
  seconds: number | null;
}

/** A branch's hits after the cursor, in the merged order. */
function after(hit: { occurredAt: AnyPgColumn; id: AnyPgColumn }, kind: Kind, cursor: KeysetCursor | undefined) {
  return cursor && afterSequenceKeyset(hit.occurredAt, sequenceOf(hit.id, kind), cursor);
}

/** The newest first of a lateral subquery's hits, with the exact microseconds of each. */
const newest = (hit: { rowId: AnyPgColumn; at: AnyPgColumn }) => ({
  order: [desc(hit.at), desc(hit.rowId)] as const,
  timed: { rowId: hit.rowId, at: hit.at, micros: epochMicros(hit.at) },
});

/** The rep's tracked links' human clicks (live links only: a deleted link's history is not a lead). */
async function linkRows(db: Db, actor: Actor, cursor: KeysetCursor | undefined, limit: number) {
  const hit = db
    .select({ rowId: clickEvents.id, at: clickEvents.occurredAt })
    .from(clickEvents)
    .where(and(humanHitsOf.link, after(clickEvents, "link", cursor)))
    .orderBy(desc(clickEvents.occurredAt), desc(clickEvents.id))
    .limit(limit)
    .as("hit");
  const { order, timed } = newest(hit);
  const rows = await db
    .select({ ...timed, targetId: trackedLinks.id, title: trackedLinks.name })
    .from(trackedLinks)
    .innerJoinLateral(hit, sql`true`)
    .where(repTargets.link(actor))
    .orderBy(...order)
    .limit(limit);
  return rows.map((row): FeedRow => ({ ...row, kind: "link", moreAssets: 0, reader: null, seconds: null }));
}

/** The rep's shares' human opens, with the seconds the page reported (shares of deleted assets left out). */
async function shareRows(db: Db, actor: Actor, cursor: KeysetCursor | undefined, limit: number) {
  const hit = db
    .select({ rowId: shareOpens.id, at: shareOpens.occurredAt, seconds: shareOpens.seconds })
    .from(shareOpens)
    .where(and(humanHitsOf.share, after(shareOpens, "share", cursor)))
    .orderBy(desc(shareOpens.occurredAt), desc(shareOpens.id))
    .limit(limit)
    .as("hit");
  const { order, timed } = newest(hit);
  const rows = await db
    .select({ ...timed, targetId: shareLinks.id, title: assets.title, seconds: hit.seconds })
    .from(shareLinks)
    .innerJoin(assets, eq(assets.id, shareLinks.assetId))
    .innerJoinLateral(hit, sql`true`)
    .where(repTargets.share(actor))
    .orderBy(...order)
    .limit(limit);
  return rows.map((row): FeedRow => ({ ...row, kind: "share", moreAssets: 0, reader: null }));
}

/** The rep's rooms' human visits, naming the recipient, with the seconds the visit spent on the room's assets. */
async function roomRows(db: Db, actor: Actor, cursor: KeysetCursor | undefined, limit: number) {
  const hit = db
    .select({
      rowId: roomVisits.id,
      at: roomVisits.occurredAt,
      seconds: sql<number | null>`(select sum(${roomAssetViews.seconds}) from ${roomAssetViews}
        where ${roomAssetViews.visitId} = ${roomVisits.id})::int`.as("seconds"),
    })
    .from(roomVisits)
    .where(and(humanHitsOf.room, after(roomVisits, "room", cursor)))
    .orderBy(desc(roomVisits.occurredAt), desc(roomVisits.id))
    .limit(limit)
    .as("hit");
  const firstTitle = sql<string>`coalesce((select ${assets.title} from ${roomAssets}
    join ${assets} on ${assets.id} = ${roomAssets.assetId}
    where ${roomAssets.roomId} = ${rooms.id} order by ${roomAssets.position} limit 1), '')`;
  const assetCount = sql<number>`(select count(*) from ${roomAssets} where ${roomAssets.roomId} = ${rooms.id})::int`;
  const { order, timed } = newest(hit);
  const rows = await db
    .select({
      ...timed,
      targetId: rooms.id,
      title: firstTitle,
      assetCount,
      seconds: hit.seconds,
      name: rooms.recipientName,
      company: rooms.recipientCompany,
      email: rooms.recipientEmail,
    })
    .from(rooms)
    .innerJoinLateral(hit, sql`true`)
    .where(repTargets.room(actor))
    .orderBy(...order)
    .limit(limit);
  return rows.map(({ name, company, email, assetCount, ...row }): FeedRow => ({
    ...row,
    kind: "room",
    moreAssets: Math.max(0, assetCount - 1),
    reader: { name, company, email },
  }));
}

const BRANCHES = { links: [linkRows], shares: [shareRows], rooms: [roomRows], all: [linkRows, shareRows, roomRows] };

/** Newest first; at the same microsecond, the higher sequence first, as the SQL orders. */
function newestFirst(a: FeedRow, b: FeedRow): number {
  const byTime = BigInt(b.micros) - BigInt(a.micros);
  if (byTime !== 0n) return byTime > 0n ? 1 : -1;
  return Number(sequence(b) - sequence(a));
}
const sequence = (row: FeedRow) => BigInt(row.rowId) * 4n + BigInt(KIND_NUMBER[row.kind]);

function entryOf({ kind, rowId, at, targetId, title, moreAssets, reader, seconds }: FeedRow): FeedEntry {
  return { id: `${kind}-${rowId}`, kind, at: at.toISOString(), targetId, title, moreAssets, reader, seconds };
}

/**
 * GET /api/activity/feed: the actor's people's engagement, newest first, one page: their tracked
 * links' human clicks, their shares' human opens and their rooms' human visits (the hit classes
 * leave out scanners, previews, bots, HEAD and the rep's own: docs/engagement.md). Each kind reads a
 * page of its own from its time index and the pages merge; the cursor is the last line's time and
 * sequence. The first page of every kind counts as the rep's look at the feed (the dashboard's
 * "since you last looked").
 */
export async function activityFeed(db: Db, actor: Actor, query: ActivityFeedQuery = {}): Promise<ActivityFeed> {
  const { kind, cursor: sent } = activityFeedQuerySchema.parse(query);
  const cursor = sent === undefined ? undefined : decodeSequenceCursor(sent);
  const branches = BRANCHES[kind satisfies FeedKind];
  const [merged] = await Promise.all([
    Promise.all(branches.map((rows) => rows(db, actor, cursor, FEED_PAGE_SIZE + 1))),
    kind === "all" && !cursor ? recordFeedLook(db, actor) : undefined,
  ]);
  const rows = merged.flat().sort(newestFirst);
  const page = rows.slice(0, FEED_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map(entryOf),
    nextCursor:
      rows.length > FEED_PAGE_SIZE && last
        ? encodeKeysetCursor({ micros: last.micros, id: sequence(last).toString() })
        : null,
  };
}
